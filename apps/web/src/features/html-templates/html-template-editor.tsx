import '@mantine/core/styles/Card.css';
import '@mantine/core/styles/List.css';
import '@mantine/core/styles/SegmentedControl.css';
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/Switch.css';
import {
  Button,
  Card,
  FileButton,
  Group,
  List,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { templateAssetTypes, type SaveHtmlTemplateBody } from '@marquee/contracts';
import type { FormModel } from '@marquee/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toSupportedLanguage } from '@/lib/i18n/i18n';
import { ClientSelect } from '@/shared/support/client-select';
import {
  downloadTemplatePackage,
  useSaveHtmlTemplate,
  useUploadTemplatePackage,
} from './html-templates.api';
import type { TemplateDraft } from './template-draft';
import { TemplateFailure } from './template-failure';
import { filesForSave, UnreadableFile, versionFolder, type TemplateFiles } from './template-files';
import { useTemplatePreview } from './use-template-preview';
import classes from './html-templates.module.css';

/** Added files replace saved or added ones of the same name. */
const withAdded = (files: readonly File[], added: readonly File[]) => [
  ...files.filter((file) => !added.some((other) => other.name === file.name)),
  ...added,
];

/** The model typed so far, when it reads as JSON with orientations; else null. */
function readModel(text: string): FormModel | null {
  try {
    const model = JSON.parse(text) as FormModel;
    return Array.isArray(model?.orientations) && Array.isArray(model?.fields) ? model : null;
  } catch {
    return null;
  }
}

/**
 * The width the preview is drawn at, narrower on a phone; the document keeps its own pixels and
 * is scaled to fit.
 */
const previewWidthFor = (viewportWidth: number) => Math.max(200, Math.min(480, viewportWidth - 80));

interface HtmlTemplateEditorProps {
  draft: TemplateDraft;
  canEdit: boolean;
  onSaved: (templateCode: string) => void;
}

/**
 * One template's name, client, fallback flag, HTML and form model, with a live preview per
 * orientation drawn in a frame that may run nothing; its package downloads and uploads back.
 */
export default function HtmlTemplateEditor({ draft, canEdit, onSaved }: HtmlTemplateEditorProps) {
  const { t, i18n } = useTranslation();
  const [name, setName] = useState(draft.templateName);
  const [clientCode, setClientCode] = useState(draft.clientCode);
  const [isFallback, setIsFallback] = useState(draft.isFallbackTemplate);
  const [html, setHtml] = useState(draft.html);
  const [modelText, setModelText] = useState(() => JSON.stringify(draft.formModel, null, 2));
  const model = useMemo(() => readModel(modelText), [modelText]);
  const orientations = model?.orientations ?? [];
  const [orientationName, setOrientationName] = useState(orientations[0]?.orientation_name ?? '');
  const orientation =
    orientations.find((candidate) => candidate.orientation_name === orientationName) ??
    orientations[0];
  const save = useSaveHtmlTemplate();
  const upload = useUploadTemplatePackage();
  const [downloadError, setDownloadError] = useState<unknown>(null);
  const isStored = draft.templateCode !== null;
  const [width = 1920, height = 1080] = (orientation?.orientation_pixels ?? '1920x1080')
    .split('x')
    .map(Number);
  const previewWidth = previewWidthFor(window.innerWidth);
  const scale = previewWidth / width;
  const [addedFiles, setAddedFiles] = useState<File[]>([]);
  const files = useMemo<TemplateFiles>(
    () => ({
      folder:
        draft.templateCode && draft.version !== null
          ? versionFolder(draft.templateCode, draft.version)
          : null,
      saved: draft.assets,
      added: addedFiles,
    }),
    [draft.templateCode, draft.version, draft.assets, addedFiles],
  );
  const [unreadFile, setUnreadFile] = useState<string | null>(null);
  const preview = useTemplatePreview(
    html,
    model,
    orientation,
    toSupportedLanguage(i18n.language),
    files,
  );

  const submit = async () => {
    if (!model) return;
    setUnreadFile(null);
    // Without added files the save keeps the stored version's files as they are.
    const assets = addedFiles.length
      ? await filesForSave(files).catch((error: unknown) => {
          setUnreadFile(error instanceof UnreadableFile ? error.fileName : '');
          return null;
        })
      : undefined;
    if (assets === null) return;
    save.mutate(
      {
        ...(draft.templateCode ? { templateCode: draft.templateCode } : {}),
        templateName: name,
        ...(clientCode ? { clientCode } : {}),
        html,
        // The editor reads any JSON with orientations; the server checks the rest.
        formModel: model as SaveHtmlTemplateBody['formModel'],
        ...(assets ? { assets } : {}),
        isFallbackTemplate: isFallback,
      },
      { onSuccess: (answer) => onSaved(answer.htmlTemplate.templateCode) },
    );
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <TextInput
          label={t('htmlTemplates.name')}
          required
          value={name}
          disabled={!canEdit}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        {isStored ? (
          <Text size="sm">
            {t('htmlTemplates.client')}: {clientCode ?? t('htmlTemplates.global')}
          </Text>
        ) : (
          <ClientSelect
            label={t('htmlTemplates.client')}
            placeholder={t('htmlTemplates.globalTemplate')}
            value={clientCode}
            onChange={setClientCode}
          />
        )}
        <Switch
          label={t('htmlTemplates.isFallback')}
          checked={isFallback}
          disabled={!canEdit}
          onChange={(event) => setIsFallback(event.currentTarget.checked)}
        />
        <Textarea
          label={t('htmlTemplates.html')}
          value={html}
          disabled={!canEdit}
          rows={14}
          resize="vertical"
          classNames={{ input: classes.code }}
          onChange={(event) => setHtml(event.currentTarget.value)}
        />
        <Textarea
          label={t('htmlTemplates.formModel')}
          value={modelText}
          disabled={!canEdit}
          rows={14}
          resize="vertical"
          classNames={{ input: classes.code }}
          error={model ? undefined : t('htmlTemplates.formModelInvalid')}
          onChange={(event) => setModelText(event.currentTarget.value)}
        />
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {t('htmlTemplates.files')}
            </Text>
            {canEdit && (
              <FileButton
                multiple
                accept={templateAssetTypes.join(',')}
                onChange={(chosen) => setAddedFiles((held) => withAdded(held, chosen))}
              >
                {(props) => (
                  <Button variant="default" size="xs" {...props}>
                    {t('htmlTemplates.addFiles')}
                  </Button>
                )}
              </FileButton>
            )}
          </Group>
          {files.saved.length + addedFiles.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('htmlTemplates.noFiles')}
            </Text>
          ) : (
            <List size="sm">
              {files.saved
                .filter((fileName) => !addedFiles.some((file) => file.name === fileName))
                .map((fileName) => (
                  <List.Item key={fileName}>{fileName}</List.Item>
                ))}
              {addedFiles.map((file) => (
                <List.Item key={file.name}>
                  {t('htmlTemplates.fileNotSaved', { fileName: file.name })}
                </List.Item>
              ))}
            </List>
          )}
        </Stack>
        <Stack gap="xs">
          <Group justify="space-between">
            <Text fw={600} size="sm">
              {t('htmlTemplates.preview')}
            </Text>
            {orientations.length > 1 && (
              <SegmentedControl
                aria-label={t('htmlTemplates.orientation')}
                size="xs"
                value={orientation?.orientation_name ?? ''}
                data={orientations.map((candidate) => candidate.orientation_name)}
                onChange={setOrientationName}
              />
            )}
          </Group>
          {model && orientation && (
            <div
              className={classes.previewBox}
              style={{ width: previewWidth, height: height * scale }}
            >
              <iframe
                title={t('htmlTemplates.previewOf', { orientation: orientation.orientation_name })}
                sandbox=""
                srcDoc={preview.status === 'ready' ? preview.document : ''}
                className={classes.preview}
                style={{ width, height, transform: `scale(${scale})` }}
              />
            </div>
          )}
          {preview.status === 'failed' && (
            <Text size="sm" c="red">
              {t('htmlTemplates.previewFailed', {
                reason: String((preview.error as Error)?.message),
              })}
            </Text>
          )}
        </Stack>
        {unreadFile !== null && (
          <TemplateFailure
            title={t('htmlTemplates.errors.save')}
            error={new Error(t('htmlTemplates.fileUnreadable', { fileName: unreadFile }))}
          />
        )}
        {save.isError && (
          <TemplateFailure title={t('htmlTemplates.errors.save')} error={save.error} />
        )}
        {upload.isError && (
          <TemplateFailure title={t('htmlTemplates.errors.save')} error={upload.error} />
        )}
        {downloadError !== null && (
          <TemplateFailure title={t('htmlTemplates.errors.download')} error={downloadError} />
        )}
        <Group>
          {canEdit && (
            <Button
              onClick={() => void submit()}
              loading={save.isPending}
              disabled={!model || !name.trim()}
            >
              {t('htmlTemplates.save')}
            </Button>
          )}
          {draft.templateCode && (
            <Button
              variant="default"
              onClick={() => {
                setDownloadError(null);
                downloadTemplatePackage(draft.templateCode!).catch(setDownloadError);
              }}
            >
              {t('htmlTemplates.download')}
            </Button>
          )}
          {canEdit && (
            <FileButton
              accept="application/zip,.zip"
              onChange={(file) => {
                if (!file) return;
                upload.mutate(
                  {
                    file,
                    templateName: name || file.name.replace(/\.zip$/i, ''),
                    ...(draft.templateCode ? { templateCode: draft.templateCode } : {}),
                    ...(clientCode ? { clientCode } : {}),
                  },
                  { onSuccess: (answer) => onSaved(answer.htmlTemplate.templateCode) },
                );
              }}
            >
              {(props) => (
                <Button variant="default" loading={upload.isPending} {...props}>
                  {t('htmlTemplates.upload')}
                </Button>
              )}
            </FileButton>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
