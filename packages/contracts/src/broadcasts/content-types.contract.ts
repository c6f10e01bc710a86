import { z } from 'zod';
import { codeOf } from '../core/codes';
import { defineCall, permission } from '../core/define-call';
import { envelope } from '../core/envelope';
import { pageAnswerShape, pagingShape, searchText } from '../core/paging';

/** A content type (spec 000 section 6): a tag a broadcast group names and screens accept. */
export const contentTypeSchema = z.object({
  tagCode: codeOf('contentType'),
  name: z.string(),
});
export type ContentType = z.infer<typeof contentTypeSchema>;

/**
 * The picker's list: the account's content types by name. A name the editor types that is not
 * here is made by the broadcast save that names it (`chosenContentTypeName`).
 */
export const listContentTypes = defineCall({
  id: 'contentTypes.list',
  backend: 'customer',
  method: 'GET',
  path: '/api/contenttypes',
  summary: "The account's content types by name, with search and paging.",
  access: permission('Broadcast', 'view'),
  application: 'ContentType',
  query: z.object({ SearchText: searchText, ...pagingShape }),
  response: envelope({ contentTypes: z.array(contentTypeSchema), ...pageAnswerShape }),
});
