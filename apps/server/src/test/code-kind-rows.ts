import type { CodeKind } from '@marquee/contracts';
import type { BuiltInRoleName } from '@marquee/domain';
import { newCode } from '../db/codes';
import { randomUUID } from 'node:crypto';
import {
  channelMedia,
  channels,
  clusters,
  externalMessages,
  facts,
  roles,
  savedFilters,
  socialChannels,
  tags,
  triggerApiKeys,
  triggers,
} from '../db/schema';
import type { Database } from '../platform/db/database';
import type { FileStore } from '../platform/storage/file-store';
import { createBroadcast } from './broadcast-factories';
import { createLocation, createOrganization, createPlayer, createPlayerFormat } from './factories';
import { filterLeaf } from './filter-conditions';
import { createCustomerUser } from './identity-factories';
import { createMedia, createSignRow } from './media-factories';
import { saveTemplateVersion, builtInTemplates } from '../modules/sign-templates';

/** An account that rows are made in. */
export interface RowOwner {
  id: string;
  accountCode: string;
  roleIds: Record<BuiltInRoleName, string>;
  /** Where its media keep their files. */
  files: FileStore;
}

/** Makes one row of a kind in the account and returns the code requests name it by. */
export type RowMaker = (db: Database, owner: RowOwner) => Promise<string>;

/**
 * One screen of the account with its format, its playlist's channel on its layer and a media row
 * in it, a photo with its files stored, so every call on a media file can succeed. The makers of
 * one `makeRows` call share it, so a call naming a screen, its channel and a row of that channel
 * names rows that belong together, and its own-codes request can succeed.
 */
const screensOfOwner = new WeakMap<RowOwner, ReturnType<typeof makeScreenRows>>();

function screenRows(db: Database, owner: RowOwner) {
  const known = screensOfOwner.get(owner);
  if (known) return known;
  const made = makeScreenRows(db, owner);
  screensOfOwner.set(owner, made);
  return made;
}

async function makeScreenRows(db: Database, owner: RowOwner) {
  const { format, layer } = await createPlayerFormat(db, owner.id);
  const player = await createPlayer(db, owner.id, { playerFormatId: format.id });
  const [channel] = await db
    .insert(channels)
    .values({
      accountId: owner.id,
      playerId: player.id,
      formatLayerId: layer.id,
      name: layer.name,
      isDefault: true,
    })
    .returning();
  const { media: item } = await createMedia(db, owner.files, owner.id);
  if (!channel) throw new Error('Creating a playlist returned no row');
  const [row] = await db
    .insert(channelMedia)
    .values({ accountId: owner.id, channelId: channel.id, mediaId: item.id, orderN: 0 })
    .returning();
  if (!row) throw new Error('Creating a playlist row returned no row');
  return { format, layer, player, channel, item, row };
}

/**
 * A row of each kind in the account, those on a screen all on one screen (see `screenRows`);
 * the kinds no maker knows are answered apart.
 */
export async function makeRows(
  db: Database,
  account: RowOwner,
  kinds: Iterable<CodeKind>,
  makers: Partial<Record<CodeKind, RowMaker>> = rowMakers,
) {
  const owner = { ...account };
  const codes: Partial<Record<CodeKind, string>> = {};
  const unknown: CodeKind[] = [];
  for (const kind of kinds) {
    const make = makers[kind];
    if (make) codes[kind] = await make(db, owner);
    else unknown.push(kind);
  }
  return { codes, unknown };
}

const savedFilter =
  (kind: 'Player' | 'Media' | 'Item'): RowMaker =>
  async (db, owner) => {
    const [row] = await db
      .insert(savedFilters)
      .values({
        kind,
        accountId: owner.id,
        name: `${kind} filter ${newCode()}`,
        condition: {
          operator: 'AND',
          subNodes: [
            kind === 'Player'
              ? filterLeaf('PlayerStatus', ['FakePlayer'])
              : filterLeaf('SearchText', [kind === 'Item' ? 'Latte' : 'Poster']),
          ],
        },
      })
      .returning();
    return row?.filterCode ?? '';
  };

/**
 * A maker per kind of row the contracts mark with `codeOf`. A kind missing here fails the
 * tenancy walks as soon as a call names it, so each new kind arrives with its factory.
 */
export const rowMakers: Partial<Record<CodeKind, RowMaker>> = {
  account: async (_db, owner) => owner.accountCode,
  user: async (db, owner) =>
    (await createCustomerUser(db, owner.id, owner.roleIds, 'User')).userCode,
  role: async (db, owner) => {
    const [row] = await db
      .insert(roles)
      .values({ accountId: owner.id, name: `Role ${newCode()}` })
      .returning();
    return row?.roleCode ?? '';
  },
  location: async (db, owner) => (await createLocation(db, owner.id)).locationCode,
  playerFilter: savedFilter('Player'),
  mediaFilter: savedFilter('Media'),
  attributeFilter: savedFilter('Item'),
  fact: async (db, owner) => {
    const [row] = await db
      .insert(facts)
      .values({
        accountId: owner.id,
        factType: 'Item',
        name: 'Latte',
        searchText: 'latte',
        attributes: { name: 'Latte', price: 3.5 },
      })
      .returning();
    return row?.factCode ?? '';
  },
  socialChannel: async (db, owner) => {
    const [row] = await db
      .insert(socialChannels)
      .values({
        accountId: owner.id,
        name: `Channel ${newCode()}`,
        feedUrl: 'https://news.example/feed.xml',
      })
      .returning();
    return row?.channelCode ?? '';
  },
  cluster: async (db, owner) => {
    const [row] = await db
      .insert(clusters)
      .values({ accountId: owner.id, name: `Cluster ${newCode()}` })
      .returning();
    return row?.clusterCode ?? '';
  },
  trigger: async (db, owner) => {
    const [row] = await db
      .insert(triggers)
      .values({
        accountId: owner.id,
        name: `Trigger ${newCode()}`,
        triggerGroup: 'External',
        actionType: 'Play',
        variableName: `walk.${newCode()}`,
        activeValue: 'on',
      })
      .returning();
    return row?.triggerCode ?? '';
  },
  triggerKey: async (db, owner) => {
    const [row] = await db
      .insert(triggerApiKeys)
      .values({ accountId: owner.id, name: 'Walk', keyPrefix: 'mqt_walk', keyHash: newCode() })
      .returning();
    return row?.keyCode ?? '';
  },
  organization: async (db, owner) => (await createOrganization(db, [owner.id])).organizationCode,
  player: async (db, owner) => (await screenRows(db, owner)).player.playerCode,
  media: async (db, owner) => (await screenRows(db, owner)).item.mediaCode,
  tag: async (db, owner) => {
    const [row] = await db
      .insert(tags)
      .values({ accountId: owner.id, tagType: 'media', name: `Tag ${newCode()}` })
      .returning();
    return row?.tagCode ?? '';
  },
  contentType: async (db, owner) => {
    const [row] = await db
      .insert(tags)
      .values({ accountId: owner.id, tagType: 'contentType', name: `Type ${newCode()}` })
      .returning();
    return row?.tagCode ?? '';
  },
  playerFormat: async (db, owner) => (await screenRows(db, owner)).format.playerFormatCode,
  layer: async (db, owner) => (await screenRows(db, owner)).layer.layerCode,
  mediaRow: async (db, owner) => (await screenRows(db, owner)).row.broadcastMediaCode,
  channel: async (db, owner) => (await screenRows(db, owner)).channel.channelCode,
  broadcast: async (db, owner) => {
    const { player, layer, item } = await screenRows(db, owner);
    const { broadcast } = await createBroadcast(db, owner.id, {
      groups: [{ playerIds: [player.id], formatLayerIds: [layer.id], mediaIds: [item.id] }],
    });
    return broadcast.broadcastCode;
  },
  externalMessage: async (db, owner) => {
    const { player } = await screenRows(db, owner);
    const episodeId = randomUUID();
    const [row] = await db
      .insert(externalMessages)
      .values({
        id: episodeId,
        accountId: owner.id,
        playerId: player.id,
        playerName: player.name,
        kind: 'alarm',
        reason: 'noContact',
        episodeId,
        subject: `Alarm: ${player.name} has had no contact`,
        text: 'No contact.',
      })
      .returning();
    return row?.messageCode ?? '';
  },
  template: async (db, owner) => {
    const [welcome] = builtInTemplates.filter((template) => template.isFallback);
    const saved = await saveTemplateVersion(db, {
      accountId: owner.id,
      name: `Template ${newCode()}`,
      isFallback: false,
      html: welcome!.html,
      formModel: welcome!.formModel,
      assets: [],
      author: 'Test',
    });
    return saved.templateCode;
  },
  sign: async (db, owner) => (await createSignRow(db, owner.files, owner.id)).mediaCode,
};
