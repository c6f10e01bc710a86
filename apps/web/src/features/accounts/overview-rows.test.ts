import { describe, expect, it } from 'vitest';
import { overviewRows } from './overview-rows';
import type { OverviewAccount, OverviewLocation, OverviewPlayer } from './overview.api';

const size = { count: 1, isExact: true };
const account = (code: string): OverviewAccount => ({
  clientCode: code,
  clientName: `Account ${code}`,
  businessType: null,
  isActive: true,
  screens: size,
  locations: size,
  isSupportAccessEnabled: true,
});
const player = (accountCode: string, playerCode: string): OverviewPlayer => ({
  accountCode,
  accountName: `Account ${accountCode}`,
  playerCode,
  name: `Player ${playerCode}`,
  locationCode: null,
  locationName: null,
  status: { kind: 'online', noContactForMs: null, reasons: [], customText: null, isFake: false },
  lastHeartbeatAt: null,
  resolution: null,
  os: null,
  playerVersion: null,
  ipAddress: null,
  nextEmptyTimestamp: null,
  errors: [],
  // Account c has support access turned off.
  isAccountSupportAccessEnabled: accountCode !== 'c',
});
const location: OverviewLocation = {
  accountCode: 'a',
  accountName: 'Account a',
  locationCode: 'l1',
  name: 'Lobby',
  city: null,
  screens: size,
};

const lists = {
  accounts: [account('a'), account('b')],
  locations: [location],
  players: [player('c', 'p1'), player('a', 'p2'), player('c', 'p3')],
};

describe('overviewRows', () => {
  it('nests players under their account, adding the accounts the search did not name', () => {
    const rows = overviewRows('PlayerFormatView', 'nested', lists);
    expect(rows.map((row) => row.id)).toEqual([
      'account:a',
      'player:a/p2',
      'account:b',
      'account:c',
      'player:c/p1',
      'player:c/p3',
    ]);
    const added = rows[3];
    expect(added?.kind === 'account' && added.account).toEqual({
      clientCode: 'c',
      clientName: 'Account c',
      isSupportAccessEnabled: false,
    });
    expect(rows.every((row) => row.kind !== 'player' || row.isNested)).toBe(true);
  });

  it('lists accounts then players when flat', () => {
    const rows = overviewRows('PlayerFormatView', 'flat', lists);
    expect(rows.map((row) => row.id)).toEqual([
      'account:a',
      'account:b',
      'player:c/p1',
      'player:a/p2',
      'player:c/p3',
    ]);
    expect(rows.some((row) => row.kind === 'player' && row.isNested)).toBe(false);
  });

  it('lists only accounts or only locations in their views, whatever the layout', () => {
    expect(overviewRows('AccountView', 'nested', lists).map((row) => row.id)).toEqual([
      'account:a',
      'account:b',
    ]);
    expect(overviewRows('LocationView', 'nested', lists).map((row) => row.id)).toEqual([
      'location:a/l1',
    ]);
  });
});
