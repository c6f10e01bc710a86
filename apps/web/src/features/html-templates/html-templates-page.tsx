import { Badge, Grid, Stack } from '@mantine/core';
import type { HtmlTemplate } from '@marquee/contracts';
import { can } from '@marquee/domain';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DataTable, RowLink, type DataTableColumn } from '@/kit/data-table';
import { KitLoader } from '@/kit/loader';
import { useCurrentRoute } from '@/lib/routing/current-route';
import { useSessionUser } from '@/lib/session/session-user';
import { PageTopBar } from '@/lib/shell/page-top-bar';
import { ClientSelect } from '@/shared/support/client-select';
import { draftOf, newTemplateDraft, type TemplateDraft } from './template-draft';
import { htmlTemplateQuery, htmlTemplatesQuery } from './html-templates.api';
import { TemplateFailure } from './template-failure';

// The editor, its fields and preview load when a template is opened, not with the list.
const HtmlTemplateEditor = lazy(() => import('./html-template-editor'));

/** The columns the list keeps beside an open editor, where it has a third of the width. */
const besideEditor = new Set(['name', 'client', 'version']);

/** The open template: one stored (loaded with its HTML) or a new one. */
type Opened = { templateCode: string } | { draft: TemplateDraft };

function StoredTemplateEditor({
  templateCode,
  canEdit,
  onSaved,
}: {
  templateCode: string;
  canEdit: boolean;
  onSaved: (templateCode: string) => void;
}) {
  const { t } = useTranslation();
  const template = useQuery(htmlTemplateQuery(templateCode));
  if (template.isError)
    return <TemplateFailure title={t('htmlTemplates.errors.list')} error={template.error} />;
  const data = template.data;
  if (!data?.html || !data.formModel) return null;
  return (
    <HtmlTemplateEditor
      key={`${templateCode}-${data.version}`}
      draft={draftOf({
        ...data,
        html: data.html,
        formModel: data.formModel,
        assets: data.assets ?? [],
      })}
      canEdit={canEdit}
      onSaved={onSaved}
    />
  );
}

/**
 * HTML templates (the console's "HTML templates"): the global ones and the clients' in reach,
 * narrowed to a client kept in the address (`?clientCode=`) and a name, beside the editor of the
 * open one with its live preview and package.
 */
export default function HtmlTemplatesPage() {
  const { t } = useTranslation();
  const route = useCurrentRoute();
  const user = useSessionUser();
  const canEdit = can(user, 'SupportTemplates', 'edit');
  const [params, setParams] = useSearchParams();
  const clientCode = params.get('clientCode');
  const [searchText, setSearchText] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const templates = useQuery(htmlTemplatesQuery(clientCode, searchText));
  const openCode = opened && 'templateCode' in opened ? opened.templateCode : null;
  const columns: DataTableColumn<HtmlTemplate>[] = [
    {
      id: 'name',
      name: t('htmlTemplates.columns.name'),
      locked: true,
      render: (row) => (
        <RowLink
          isCurrent={row.templateCode === openCode}
          onClick={() => setOpened({ templateCode: row.templateCode })}
        >
          {row.templateName}
        </RowLink>
      ),
    },
    {
      id: 'client',
      name: t('htmlTemplates.columns.client'),
      render: (row) =>
        row.clientCode ?? (
          <Badge variant="light" color="gray">
            {t('htmlTemplates.global')}
          </Badge>
        ),
    },
    { id: 'version', name: t('htmlTemplates.columns.version'), attributeName: 'version' },
    {
      id: 'orientations',
      name: t('htmlTemplates.columns.orientations'),
      render: (row) => row.orientations.map((o) => o.orientation).join(', '),
    },
    {
      id: 'fallback',
      name: t('htmlTemplates.columns.fallback'),
      render: (row) => (row.isFallbackTemplate ? t('htmlTemplates.yes') : ''),
    },
  ];
  const onSaved = (templateCode: string) => setOpened({ templateCode });
  const editorRef = useRef<HTMLDivElement>(null);
  // Below the wide layout the editor opens under the list, out of sight of the row clicked.
  useEffect(() => {
    const editor = editorRef.current;
    if (opened && editor && editor.getBoundingClientRect().top > window.innerHeight / 2) {
      editor.scrollIntoView?.({ block: 'start' });
    }
  }, [opened]);
  return (
    <>
      <PageTopBar
        title={route ? t(route.titleKey) : ''}
        search={{ onSearch: setSearchText }}
        addNew={
          canEdit
            ? {
                label: t('htmlTemplates.add'),
                onClick: () => setOpened({ draft: newTemplateDraft(clientCode) }),
              }
            : undefined
        }
      />
      <Stack gap="md">
        <ClientSelect
          label={t('htmlTemplates.client')}
          placeholder={t('htmlTemplates.allTemplates')}
          value={clientCode}
          onChange={(code) => {
            setOpened(null);
            setParams(code ? { clientCode: code } : {});
          }}
        />
        {templates.isError && (
          <TemplateFailure title={t('htmlTemplates.errors.list')} error={templates.error} />
        )}
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, xl: opened ? 5 : 12 }}>
            <DataTable
              tableId="support-html-templates"
              userId={user.email}
              columns={opened ? columns.filter((column) => besideEditor.has(column.id)) : columns}
              items={templates.data ?? []}
              isLoading={templates.isFetching}
              emptyText={t('htmlTemplates.none')}
            />
          </Grid.Col>
          {opened && (
            <Grid.Col span={{ base: 12, xl: 7 }} ref={editorRef}>
              <Suspense fallback={<KitLoader />}>
                {'draft' in opened ? (
                  <HtmlTemplateEditor draft={opened.draft} canEdit={canEdit} onSaved={onSaved} />
                ) : (
                  <StoredTemplateEditor
                    templateCode={opened.templateCode}
                    canEdit={canEdit}
                    onSaved={onSaved}
                  />
                )}
              </Suspense>
            </Grid.Col>
          )}
        </Grid>
      </Stack>
    </>
  );
}
