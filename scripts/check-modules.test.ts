import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { graphOf, serverTree, violationsOf, webTree } from './check-modules.mjs';

// Each fixture is a tiny source tree shaped like the server's or the web app's, breaking one
// rule of the boundary check (or none), checked with the real trees' rules.
const fixture = (name: string) => join(import.meta.dirname, 'fixtures/module-boundaries', name);
const server = (name: string) => violationsOf(serverTree(fixture(name)));
const web = (name: string) => violationsOf(webTree(fixture(name)));

describe('the module boundary check', () => {
  it('passes a server tree that keeps every rule', () => {
    expect(server('clean')).toEqual([]);
  });

  it('passes a web tree whose layers import only downwards, through the alias too', () => {
    expect(web('clean-web')).toEqual([]);
  });

  it('reports an import into another module past its index', () => {
    expect(server('back-door')).toEqual([
      'modules/players/player-routes.ts imports modules/scope/scope-of.ts: ' +
        'a module is entered only through its index (modules/scope/index.ts)',
    ]);
  });

  it('reports every module of a circle and every import that closes it, types included', () => {
    expect(server('module-cycle')).toEqual([
      [
        'module cycle among broadcasts, media, players: each reaches the others',
        '  broadcasts -> players: modules/broadcasts/index.ts',
        '  media -> broadcasts: modules/media/index.ts',
        '  players -> media: modules/players/index.ts',
      ].join('\n'),
    ]);
  });

  it('reports files that import their way back to themselves at run time', () => {
    expect(server('file-cycle')).toEqual([
      [
        'file cycle among modules/scope/index.ts, modules/scope/screens-route.ts: ' +
          'each imports its way back to itself at run time',
        '  modules/scope/index.ts imports modules/scope/screens-route.ts',
        '  modules/scope/screens-route.ts imports modules/scope/index.ts',
      ].join('\n'),
    ]);
  });

  it('counts no circle of files that closes only through a type-only import', () => {
    expect(server('type-only-circle')).toEqual([]);
  });

  it('reports the platform importing a module', () => {
    expect(server('platform-imports-module')).toEqual([
      'platform/openapi/committed-documents.ts imports modules/index.ts: ' +
        'the platform imports nothing of the app (modules, db, seed, app.ts)',
    ]);
  });

  it('reports a feature importing another feature', () => {
    expect(web('feature-imports-feature')).toEqual([
      'features/screens/index.ts imports features/media/index.ts: ' +
        'a feature imports no other feature; app composes',
    ]);
  });

  it('reports the kit importing lib', () => {
    expect(web('kit-imports-lib')).toEqual([
      'kit/modal/confirm-modal.ts imports lib/api/call-api.ts: ' +
        'the kit imports nothing above it (lib, shared, features, app)',
    ]);
  });

  it('passes writes by the owning module, and by tests, test helpers and the seed anywhere', () => {
    expect(server('owned-writes')).toEqual([]);
  });

  it('reports each write of a table outside its owner, through drizzle and through raw SQL', () => {
    const owner = 'which modules/players owns: call a write function of modules/players';
    expect(server('foreign-writes')).toEqual([
      `modules/screen-gateway/heartbeat.ts:5 writes table players, ${owner}`,
      `modules/screen-gateway/heartbeat.ts:7 writes table players, ${owner}`,
      `modules/screen-gateway/heartbeat.ts:11 writes table players, ${owner}`,
      `modules/screen-gateway/heartbeat.ts:12 writes table players, ${owner}`,
    ]);
  });

  it('reports a table that names no owner, or an owner that is no module', () => {
    expect(server('unowned-table')).toEqual([
      'db/schema/tags.ts:4 table tags names no owner: tag its doc comment @owner <module>',
      'db/schema/tags.ts:7 table player_tags is owned by modules/labels, which is no module',
    ]);
  });

  it('draws the module graph one sorted line a module, the modules that use none last', () => {
    expect(graphOf(serverTree(fixture('clean')))).toBe(
      [
        'app.ts  -> players',
        'players -> platform/http, scope',
        'platform/http, scope: no other module',
      ].join('\n'),
    );
  });
});
