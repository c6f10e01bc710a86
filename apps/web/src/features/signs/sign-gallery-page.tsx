import { Box, Paper, Text } from '@mantine/core';
import type { Media } from '@marquee/contracts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { ErrorAlert } from '@/kit/error-alert';
import { KitLoader } from '@/kit/loader';
import { failureTextOf } from '@/lib/api/api-error';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { newSignPath, returnPathOf, type SignTarget } from './sign-paths';
import { addToChannelEnd, templatesQuery } from './signs.api';
import { TemplateCard } from './template-card';

const AddWebPageModal = lazy(() => import('@/shared/web-pages/add-web-page-modal'));

/**
 * The templates a sign can be made from (ScreenTemplates and MediaTemplates): a card each, found
 * by name; a card opens a new sign for the same library or channel. While the account may make
 * web-page signs, a web page can be added from here too.
 */
export default function SignGalleryPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const params = useParams();
  const navigate = useNavigate();
  const user = useSessionUser();
  const templates = useQuery(templatesQuery);
  const [searchText, setSearchText] = useState('');
  const [isAddingWebPage, setAddingWebPage] = useState(false);
  const target: SignTarget = {
    target: params.target ?? 'media',
    targetName: params.targetName,
    channelCode: params.channelCode,
  };
  const returnPath = returnPathOf(target);
  const [placeFailure, setPlaceFailure] = useState<unknown>(null);
  /** A web page added from a channel's gallery joins the channel's end, as a new sign does. */
  const placeWebPage = async (media: Media) => {
    try {
      if (target.channelCode) await addToChannelEnd(target.channelCode, media.mediaCode);
      await navigate(returnPath);
    } catch (error) {
      setPlaceFailure(error);
    }
  };

  const wanted = searchText.trim().toLowerCase();
  const shown = (templates.data ?? []).filter((template) =>
    template.templateName.toLowerCase().includes(wanted),
  );

  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        backTo={returnPath}
        search={{ onSearch: setSearchText }}
        addNew={
          user.featureFlags.createWebPageSign
            ? { label: t('signs.gallery.webPage'), onClick: () => setAddingWebPage(true) }
            : undefined
        }
      />
      {placeFailure !== null && (
        <ErrorAlert title={t('signs.gallery.channelFailed')} mb="md">
          {failureTextOf(placeFailure) ?? t('errors.generic')}
        </ErrorAlert>
      )}
      {templates.isPending && <KitLoader />}
      {templates.isError && (
        <ErrorAlert title={t('signs.gallery.loadFailed')}>
          {failureTextOf(templates.error) ?? t('errors.generic')}
        </ErrorAlert>
      )}
      {templates.data && shown.length === 0 && (
        <Paper withBorder radius="md" p="xl" ta="center">
          <Text fw={600}>
            {wanted
              ? t('signs.gallery.noMatch', { text: searchText.trim() })
              : t('signs.gallery.none')}
          </Text>
          {!wanted && (
            <Text size="sm" c="dimmed" mt={4}>
              {t('signs.gallery.noneText')}
            </Text>
          )}
        </Paper>
      )}
      <Box
        style={{
          display: 'grid',
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
          gap: 'var(--mantine-spacing-md)',
        }}
      >
        {shown.map((template) => (
          <TemplateCard
            key={template.templateCode}
            template={template}
            to={newSignPath(template.templateCode, target)}
          />
        ))}
      </Box>
      {isAddingWebPage && (
        <Suspense fallback={null}>
          <AddWebPageModal
            onClose={() => setAddingWebPage(false)}
            onAdded={(media) => void placeWebPage(media)}
          />
        </Suspense>
      )}
    </>
  );
}
