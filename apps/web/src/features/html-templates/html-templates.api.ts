import {
  downloadHtmlTemplatePackage,
  listHtmlTemplates,
  saveHtmlTemplate,
  uploadHtmlTemplatePackage,
  type SaveHtmlTemplateBody,
} from '@marquee/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { searchableText } from '@/kit/search-list';
import { callApi } from '@/lib/api/call-api';
import { downloadCallFile } from '@/lib/api/download-file';
import { uploadForm } from '@/lib/api/upload-form';

const templatesKey = ['support', 'htmlTemplates'] as const;

/** The templates in reach, narrowed to a client (404 out of reach) and a name. */
export function htmlTemplatesQuery(clientCode: string | null, typed: string) {
  const searchText = searchableText(typed);
  return queryOptions({
    queryKey: [...templatesKey, 'list', clientCode, searchText],
    queryFn: ({ signal }) =>
      callApi(listHtmlTemplates, {
        query: { ...(clientCode ? { clientCode } : {}), ...(searchText ? { searchText } : {}) },
        signal,
        isQuiet: true,
      }),
    select: (answer) => answer.htmlTemplates,
    retry: false,
  });
}

/** One template with its HTML, form model and files. */
export function htmlTemplateQuery(templateCode: string) {
  return queryOptions({
    queryKey: [...templatesKey, 'one', templateCode],
    queryFn: ({ signal }) =>
      callApi(listHtmlTemplates, { query: { templateCode }, signal, isQuiet: true }),
    select: (answer) => answer.htmlTemplates[0] ?? null,
    retry: false,
  });
}

/** Saves a template: a new one, or a new version when its content changed. */
export function useSaveHtmlTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveHtmlTemplateBody) => callApi(saveHtmlTemplate, { body, isQuiet: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Saves a package (index.html, form.json, assets/) as the named template. */
export function useUploadTemplatePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      ...query
    }: {
      file: File;
      templateCode?: string;
      templateName: string;
      clientCode?: string;
    }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadForm(uploadHtmlTemplatePackage, { query }, form);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesKey }),
  });
}

/** Downloads the template as `<templateCode>.zip`; a failure carries the server's words. */
export function downloadTemplatePackage(templateCode: string): Promise<void> {
  return downloadCallFile(
    downloadHtmlTemplatePackage,
    { query: { templateCode } },
    `${templateCode}.zip`,
  );
}
