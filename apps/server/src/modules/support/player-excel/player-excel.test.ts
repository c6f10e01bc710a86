import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { players } from '../../../db/schema';
import { createLocation, createPlayer } from '../../../test/factories';
import { snapshotTables } from '../../../test/table-snapshot';
import { signInCustomer, signInSupportReaching } from '../../../test/support-desks';
import { useSupportTestApp } from '../../../test/support-test-app';
import { multipart } from '../../../test/multipart-body';
import { blankRowsBomb, richTextBomb, sharedStringsBomb } from './workbook-bombs';

const bed = useSupportTestApp();
let stranger: Awaited<ReturnType<typeof signInCustomer>>;
let shop: Awaited<ReturnType<typeof createLocation>>;
let strangersPlayer: string;
const codes: string[] = [];

const url = (action: string, code = bed.customer.account.accountCode) =>
  `/support/api/accounts/${code}/${action}`;

async function exported(): Promise<Buffer> {
  const answer = await bed.app.inject({
    method: 'GET',
    url: url('exportExcel'),
    headers: bed.support,
  });
  expect(answer.statusCode).toBe(200);
  return answer.rawPayload;
}

async function workbookOf(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('The workbook has no sheet');
  return { workbook, sheet };
}

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The sheet as rows of text, header first. */
function rowsOf(sheet: ExcelJS.Worksheet): string[][] {
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return rows;
}

/** A workbook of these rows under these headers. */
async function workbookWith(headers: string[], rows: string[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Players');
  sheet.addRow(headers);
  for (const row of rows) sheet.addRow(row);
  return bytesOf(workbook);
}

const header = ['Player code', 'Name', 'Location', 'Location code', 'Mounted direction'];
/** The header of exports made before it was readable. */
const legacyHeader = ['PlayerCode', 'Name', 'LocationCode', 'MountedDirection'];

function upload(bytes: Buffer, headers = bed.support, code = bed.customer.account.accountCode) {
  const body = multipart([{ fileName: 'players.xlsx', bytes }]);
  return bed.app.inject({
    method: 'POST',
    url: url('uploadExcel', code),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

beforeAll(async () => {
  const db = bed.app.database.db;
  stranger = await signInCustomer(bed.app);
  shop = await createLocation(db, bed.customer.account.id);
  for (const name of ['Alpha screen', 'Beta screen', 'Gamma screen']) {
    codes.push(
      (await createPlayer(db, bed.customer.account.id, { name, locationId: shop.id })).playerCode,
    );
  }
  strangersPlayer = (await createPlayer(db, stranger.account.id)).playerCode;
}, 60_000);

describe('exporting an account to Excel', () => {
  it("answers the account's players as an .xlsx named from the account and the time", async () => {
    const answer = await bed.app.inject({
      method: 'GET',
      url: url('exportExcel'),
      headers: bed.support,
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('spreadsheetml');
    expect(answer.headers['content-disposition']).toMatch(
      /^attachment; filename="[A-Za-z0-9_-]+-\d{8}-\d{6}\.xlsx"$/,
    );
    const { sheet } = await workbookOf(answer.rawPayload);
    // Readable headers, the location by its name too, and every code in a column of its own.
    expect(rowsOf(sheet)).toEqual([
      header,
      [codes[0], 'Alpha screen', shop.name, shop.locationCode, 'Landscape'],
      [codes[1], 'Beta screen', shop.name, shop.locationCode, 'Landscape'],
      [codes[2], 'Gamma screen', shop.name, shop.locationCode, 'Landscape'],
    ]);
  });

  it('opens in LibreOffice with the expected rows', async (context) => {
    const run = promisify(execFile);
    const office = await run('libreoffice', ['--version']).catch(() => undefined);
    if (!office) return context.skip('LibreOffice is not installed');
    const folder = await mkdtemp(join(tmpdir(), 'players-xlsx-'));
    try {
      await writeFile(join(folder, 'players.xlsx'), await exported());
      await run(
        'libreoffice',
        ['--headless', '--convert-to', 'csv', '--outdir', folder, join(folder, 'players.xlsx')],
        { timeout: 120_000, env: { ...process.env, HOME: folder } },
      );
      const csv = (await readFile(join(folder, 'players.csv'), 'utf8')).trim().split(/\r?\n/);
      expect(csv[0]).toBe(header.join(','));
      expect(csv.slice(1)).toEqual(
        codes.map(
          (code, i) =>
            `${code},${['Alpha', 'Beta', 'Gamma'][i]} screen,${shop.name},${shop.locationCode},Landscape`,
        ),
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('uploading and importing a workbook', () => {
  it('makes no modifications from an export uploaded unchanged', async () => {
    const answer = await upload(await exported());
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ Modifications: [], RowErrors: [], unchangedCount: 3 });
  });

  it('shows a changed name row by row, then applies it', async () => {
    const { workbook, sheet } = await workbookOf(await exported());
    sheet.getCell('B3').value = 'Beta renamed';
    sheet.getCell('C3').value = null;
    sheet.getCell('D3').value = null;
    sheet.getCell('E3').value = 'Portrait';
    const reviewed = await upload(await bytesOf(workbook));
    expect(reviewed.statusCode).toBe(200);
    const { Modifications, RowErrors } = reviewed.json();
    expect(RowErrors).toEqual([]);
    expect(Modifications).toEqual([
      {
        RowNumber: 3,
        PlayerCode: codes[1],
        Name: 'Beta renamed',
        LocationCode: null,
        MountedDirection: 'Portrait',
        Current: {
          Name: 'Beta screen',
          LocationCode: shop.locationCode,
          MountedDirection: 'Landscape',
        },
      },
    ]);

    const before = await snapshotTables(bed.app);
    const checked = await bed.app.inject({
      method: 'POST',
      url: url('importExcel'),
      headers: bed.support,
      payload: { apply: false, Modifications },
    });
    expect(checked.json().appliedCount).toBe(0);
    expect(await snapshotTables(bed.app)).toBe(before);

    const applied = await bed.app.inject({
      method: 'POST',
      url: url('importExcel'),
      headers: bed.support,
      payload: { apply: true, Modifications },
    });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().appliedCount).toBe(1);
    const [row] = await bed.app.database.db
      .select({
        name: players.name,
        locationId: players.locationId,
        mountedDirection: players.mountedDirection,
      })
      .from(players)
      .where(eq(players.playerCode, codes[1] ?? ''));
    expect(row).toEqual({ name: 'Beta renamed', locationId: null, mountedDirection: 'Portrait' });
    const [untouched] = await bed.app.database.db
      .select({ locationId: players.locationId })
      .from(players)
      .where(eq(players.playerCode, codes[0] ?? ''));
    expect(untouched?.locationId).toBe(shop.id);
    expect((await upload(await exported())).json().Modifications).toEqual([]);
  });

  it('refuses bad codes, bad values and another account’s players row by row', async () => {
    const bytes = await workbookWith(header, [
      [codes[0] ?? '', 'Alpha moved out', '', '', 'Portrait'],
      ['not a code', 'X', '', '', 'Landscape'],
      [strangersPlayer, 'Taken over', '', '', 'Landscape'],
      [codes[2] ?? '', '', '', 'no-such-location', 'Sideways'],
      [codes[0] ?? '', 'Again', '', '', 'Landscape'],
      // A location renamed in its name column, its code left: the workbook moves by code only.
      [codes[1] ?? '', 'Beta screen', 'Warehouse', shop.locationCode, 'Landscape'],
    ]);
    const answer = await upload(bytes);
    expect(answer.statusCode).toBe(200);
    const { Modifications, RowErrors } = answer.json();
    expect(Modifications).toEqual([
      {
        RowNumber: 2,
        PlayerCode: codes[0],
        Name: 'Alpha moved out',
        LocationCode: null,
        MountedDirection: 'Portrait',
        Current: {
          Name: 'Alpha screen',
          LocationCode: shop.locationCode,
          MountedDirection: 'Landscape',
        },
      },
    ]);
    const errors = Object.fromEntries(
      RowErrors.map((row: { RowNumber: number; Errors: string[] }) => [row.RowNumber, row.Errors]),
    );
    expect(Object.keys(errors)).toEqual(['3', '4', '5', '6', '7']);
    expect(errors[3]).toEqual([expect.stringMatching(/^Player code: /)]);
    expect(errors[4]).toEqual(['Player code: there is no player with this code in this account']);
    expect(errors[5]).toEqual([
      expect.stringMatching(/^Name: /),
      'Location code: there is no location with this code in this account',
      expect.stringMatching(/^Mounted direction: /),
    ]);
    expect(errors[6]).toEqual(['Player code: listed on an earlier row']);
    expect(errors[7]).toEqual([
      "Location: does not name the location of Location code; move a player by writing its new location's code there",
    ]);
  });

  it('still reads a workbook exported with the field names as its header', async () => {
    const bytes = await workbookWith(legacyHeader, [
      [codes[2] ?? '', 'Gamma renamed', shop.locationCode, 'Landscape'],
    ]);
    const answer = await upload(bytes);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({
      Modifications: [
        {
          RowNumber: 2,
          PlayerCode: codes[2],
          Name: 'Gamma renamed',
          Current: { Name: 'Gamma screen' },
        },
      ],
      RowErrors: [],
    });
  });

  it('refuses a workbook with wrong columns and a file that is no workbook', async () => {
    const columns = await upload(await workbookWith(['Code', 'Name'], [['a', 'b']]));
    expect(columns.statusCode).toBe(400);
    expect(columns.json().success.message).toBe(
      'file: the first row must name the columns Player code, Name, Location, Location code, Mounted direction; it has Code, Name',
    );
    const text = await upload(Buffer.from('PlayerCode,Name\n'));
    expect(text.statusCode).toBe(400);
    expect(text.json().success.message).toContain('file');
  });

  it('refuses a workbook over the size limit with 413', async () => {
    const large = await upload(Buffer.alloc(5 * 1024 * 1024 + 1));
    expect(large.statusCode).toBe(413);
  });

  it("applies nothing when any modification names another account's player", async () => {
    const before = await snapshotTables(bed.app);
    const answer = await bed.app.inject({
      method: 'POST',
      url: url('importExcel'),
      headers: bed.support,
      payload: {
        apply: true,
        Modifications: [
          { RowNumber: 2, PlayerCode: codes[0], Name: 'Changed' },
          { RowNumber: 3, PlayerCode: strangersPlayer, Name: 'Taken over' },
        ],
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain('Modifications[1].PlayerCode');
    const invalid = await bed.app.inject({
      method: 'POST',
      url: url('importExcel'),
      headers: bed.support,
      payload: {
        apply: true,
        Modifications: [{ RowNumber: 2, PlayerCode: codes[0], MountedDirection: 'Sideways' }],
      },
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().success.message).toContain('MountedDirection');
    expect(await snapshotTables(bed.app)).toBe(before);
  });
});

/**
 * How far the process's resident memory rose above where it stood just before `work`: sampled
 * every millisecond the event loop is free while the work runs, and once when it is done, so a
 * peak that an earlier test set plays no part. `samplesWhileWorking` tells a caller whose work
 * streams that its peak was looked for, not missed.
 */
async function memoryGrowth(work: () => Promise<void>) {
  const baseline = process.memoryUsage.rss();
  const samples: number[] = [];
  const sampler = setInterval(() => samples.push(process.memoryUsage.rss()), 1);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const samplesWhileWorking = samples.length;
  samples.push(process.memoryUsage.rss());
  return { samplesWhileWorking, growth: Math.max(...samples) - baseline };
}

describe('workbook bombs', () => {
  const limit = 64 * 1024 * 1024;

  it('refuses shared strings that unpack past the limit, naming it, without the memory', async () => {
    const bomb = await sharedStringsBomb(640);
    expect(bomb.length).toBeLessThan(5 * 1024 * 1024);
    const before = await snapshotTables(bed.app);
    let message = '';
    // Refused from the zip's directory, before any byte is unpacked: too soon for a sample while
    // it works, so the memory is the one taken when it is done.
    const { growth } = await memoryGrowth(async () => {
      const answer = await upload(bomb);
      expect(answer.statusCode).toBe(400);
      message = answer.json().success.message;
    });
    expect(message).toMatch(
      /^file: a workbook may unpack to at most 16777216 bytes; this one unpacks to \d+$/,
    );
    expect(growth).toBeLessThan(limit);
    expect(await snapshotTables(bed.app)).toBe(before);
  }, 120_000);

  it('refuses shared strings that unpack past what their directory declares', async () => {
    const bomb = await sharedStringsBomb(640, 4096);
    const { samplesWhileWorking, growth } = await memoryGrowth(async () => {
      const answer = await upload(bomb);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success.message).toContain(
        'xl/sharedStrings.xml does not unpack to the 4096 bytes it declares',
      );
    });
    expect(samplesWhileWorking).toBeGreaterThan(0);
    expect(growth).toBeLessThan(limit);
  }, 120_000);

  it('refuses a sheet of more blank rows than it may read, naming the limit', async () => {
    const bomb = await blankRowsBomb(1_000_000);
    const { samplesWhileWorking, growth } = await memoryGrowth(async () => {
      const answer = await upload(bomb);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success.message).toBe(
        'file: a sheet may have at most 20000 rows, blank ones included',
      );
    });
    expect(samplesWhileWorking).toBeGreaterThan(0);
    expect(growth).toBeLessThan(limit);
  }, 120_000);

  it('refuses blank rows that unpack past the limit, naming it', async () => {
    const answer = await upload(await blankRowsBomb(50_000_000));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toContain(
      'file: a workbook may unpack to at most 16777216 bytes',
    );
  }, 120_000);

  it('refuses one long shared string that many cells repeat, naming the limit, without the memory', async () => {
    // 500,000 runs of two letters unpack to 7.5 MB, inside the unpacked limit; joined anew for
    // each of 10,000 cells they would come to 10 billion characters.
    const bomb = await richTextBomb(500_000, 10_000);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const before = await snapshotTables(bed.app);
    const { samplesWhileWorking, growth } = await memoryGrowth(async () => {
      const answer = await upload(bomb);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().success.message).toBe(
        'file: a cell may hold at most 1000 characters; shared string 1 holds more',
      );
    });
    expect(samplesWhileWorking).toBeGreaterThan(0);
    expect(growth).toBeLessThan(limit);
    expect(await snapshotTables(bed.app)).toBe(before);
  }, 120_000);

  it('refuses a shared string within the cell limit that so many cells repeat that their text passes the total', async () => {
    const answer = await upload(await richTextBomb(500, 4001));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toBe(
      'file: the text of a workbook may come to at most 4000000 characters',
    );
  });

  it('refuses a cell written in the sheet itself that is longer than a cell may be', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Players');
    sheet.addRow(header);
    // A formula's result is written in its cell, where a text value would go to the shared strings.
    sheet.addRow([codes[0], { formula: 'A2', result: 'x'.repeat(1001) }, '', 'Landscape']);
    const answer = await upload(await bytesOf(workbook));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().success.message).toBe(
      'file: a cell may hold at most 1000 characters; B2 holds 1001',
    );
  });
});

describe("another account's location", () => {
  it('is a row error in an upload, and an import naming it applies nothing', async () => {
    const theirs = await createLocation(bed.app.database.db, stranger.account.id);
    const bytes = await workbookWith(header, [
      [codes[1] ?? '', 'Beta screen', '', theirs.locationCode, 'Landscape'],
    ]);
    const uploaded = (await upload(bytes)).json();
    expect(uploaded.Modifications).toEqual([]);
    expect(uploaded.RowErrors).toEqual([
      {
        RowNumber: 2,
        PlayerCode: codes[1],
        Errors: ['Location code: there is no location with this code in this account'],
      },
    ]);
    const before = await snapshotTables(bed.app);
    const answer = await bed.app.inject({
      method: 'POST',
      url: url('importExcel'),
      headers: bed.support,
      payload: {
        apply: true,
        Modifications: [
          { RowNumber: 2, PlayerCode: codes[0], Name: 'Changed' },
          { RowNumber: 3, PlayerCode: codes[1], LocationCode: theirs.locationCode },
        ],
      },
    });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().success.message).toContain('Modifications[1].LocationCode');
    expect(await snapshotTables(bed.app)).toBe(before);
  });
});

describe('reach', () => {
  it("answers 404 for an account outside the caller's clients and 403 to a customer", async () => {
    const desk = await signInSupportReaching(bed.app, [stranger.account.accountCode]);
    const outside = await bed.app.inject({ method: 'GET', url: url('exportExcel'), headers: desk });
    expect(outside.statusCode).toBe(404);
    expect((await upload(await exported(), desk)).statusCode).toBe(404);
    const customerCall = await bed.app.inject({
      method: 'GET',
      url: url('exportExcel'),
      headers: bed.customer.headers,
    });
    expect(customerCall.statusCode).toBe(403);
  });
});
