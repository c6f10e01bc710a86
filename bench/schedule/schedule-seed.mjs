// The scheduling bench's fleet in PostgreSQL, inserted by SQL from the seeded fixtures: formats
// with two layers each (\`bench-<format>-<layer>\`: a layer code is unique across formats), locations in four zones, player tags, media, paired screens with their
// tags, and broadcasts with their periods, groups (filters, fixed lists, layers) and media rows.
// Each table takes one statement, its rows passed as one JSON array.
/** Inserts `rows` through `jsonb_to_recordset`: `select` reads the record set as `r`. */
async function insertJson(client, rows, sql) {
  if (!rows.length) return [];
  const { rows: answer } = await client.query(sql, [JSON.stringify(rows)]);
  return answer;
}

const periodRecord = `r(owner text, start_date_time timestamp, end_date_time timestamp,
  day_of_weeks smallint, weekday_start_time time, weekday_end_time time)`;
const periodOf = (owner, p) => ({
  owner,
  start_date_time: p.startDateTime,
  end_date_time: p.endDateTime,
  day_of_weeks: p.dayOfWeeks,
  weekday_start_time: p.weekdayStartTime,
  weekday_end_time: p.weekdayEndTime,
});

/**
 * Seeds the screens and broadcasts of the fixtures into the account of `email`, the screens'
 * credentials made with `salt` as the fleet clients present them.
 */
export async function seedSchedule(client, email, salt, fixtures, { screens, broadcasts }) {
  const { formatCodes, layerCodes, locationCodes, tagCodes, zones } = fixtures;
  const {
    rows: [user],
  } = await client.query('select account_id from users where lower(email) = lower($1)', [email]);
  const account = user.account_id;
  const run = (rows, sql) => insertJson(client, rows, sql.replaceAll('$account', `'${account}'`));

  await run(
    formatCodes.map((code) => ({ code })),
    `insert into player_formats (account_id, player_format_code, name, resolution_x, resolution_y)
     select $account, r.code, 'Bench ' || r.code, 1920, 1080
     from jsonb_to_recordset($1) as r(code text)`,
  );
  await run(
    layerCodes.map((code, z) => ({ code, z })),
    `insert into format_layers (player_format_id, layer_code, name, width, height, z_order)
     select f.id, 'bench-' || f.player_format_code || '-' || r.code, r.code, 1920,
       case r.z when 0 then 1080 else 120 end, r.z
     from jsonb_to_recordset($1) as r(code text, z int)
     cross join player_formats f where f.account_id = $account`,
  );
  await run(
    locationCodes.map((code, i) => ({ code, zone: zones[i % zones.length] })),
    `insert into locations (account_id, location_code, name, time_zone_id)
     select $account, r.code, 'Store ' || r.code, r.zone from jsonb_to_recordset($1) as r(code text, zone text)`,
  );
  await run(
    tagCodes.map((code) => ({ code })),
    `insert into tags (account_id, tag_code, name, tag_type)
     select $account, r.code, 'Bench ' || r.code, 'player' from jsonb_to_recordset($1) as r(code text)`,
  );
  const mediaCodes = [
    ...new Set(broadcasts.flatMap((b) => b.groups.flatMap((g) => g.rows.map((r) => r.mediaCode)))),
  ];
  await run(
    mediaCodes.map((code) => ({ code })),
    `insert into media (account_id, media_code, display_name, media_type, content_hash, width, height)
     select $account, r.code, r.code || '.jpg', 'Photo', encode(sha256(convert_to(r.code, 'UTF8')), 'hex'), 1920, 1080
     from jsonb_to_recordset($1) as r(code text)`,
  );

  await run(
    screens.map((s, i) => ({
      i,
      code: s.playerCode,
      format: s.playerFormatCode,
      location: s.locationCode,
    })),
    `with screen as (
       select r.*, encode(sha256(convert_to('${salt}-' || r.i, 'UTF8')), 'hex') as hash
       from jsonb_to_recordset($1) as r(i int, code text, format text, location text)
     ), player as (
       insert into players (account_id, player_code, name, player_format_id, location_id,
         device_credential_hash, paired_at)
       select $account, s.code, 'Bench screen ' || s.i, f.id, l.id, s.hash, now()
       from screen s
       join player_formats f on f.account_id = $account and f.player_format_code = s.format
       join locations l on l.account_id = $account and l.location_code = s.location
       returning id, device_credential_hash
     )
     insert into screen_registrations (pairing_code, device_credential_hash, player_id, expires_at)
     select 'S' || row_number() over (), device_credential_hash, id, now() from player`,
  );
  await run(
    screens.flatMap((s) => [...new Set(s.tagCodes)].map((tag) => ({ code: s.playerCode, tag }))),
    `insert into player_tags (player_id, tag_id)
     select p.id, t.id from jsonb_to_recordset($1) as r(code text, tag text)
     join players p on p.account_id = $account and p.player_code = r.code
     join tags t on t.account_id = $account and t.tag_code = r.tag`,
  );

  await run(
    broadcasts.map((b) => ({ code: b.broadcastCode, status: b.status, takeover: b.isTakeover })),
    // Saved to the millisecond, as the server saves them (their version is that time).
    `insert into broadcasts (account_id, broadcast_code, name, status, is_scheduled, is_takeover,
       modified_at)
     select $account, r.code, 'Broadcast ' || r.code, r.status::broadcast_status, true, r.takeover,
       date_trunc('milliseconds', now())
     from jsonb_to_recordset($1) as r(code text, status text, takeover boolean)`,
  );
  await run(
    broadcasts.flatMap((b) => b.periods.map((p) => periodOf(b.broadcastCode, p))),
    `insert into schedule_periods (account_id, period_code, broadcast_id, start_date_time,
       end_date_time, day_of_weeks, weekday_start_time, weekday_end_time)
     select $account, 'bp-' || row_number() over (), b.id, r.start_date_time, r.end_date_time,
       r.day_of_weeks, r.weekday_start_time, r.weekday_end_time
     from jsonb_to_recordset($1) as ${periodRecord}
     join broadcasts b on b.account_id = $account and b.broadcast_code = r.owner`,
  );
  const groups = broadcasts.flatMap((b) => b.groups.map((g, orderN) => ({ b, g, orderN })));
  await run(
    groups.map(({ b, g, orderN }) => ({
      broadcast: b.broadcastCode,
      code: g.groupCode,
      order_n: orderN,
      filter: { condition: g.condition },
    })),
    `insert into broadcast_groups (account_id, broadcast_id, group_code, group_key, name, order_n, filter)
     select $account, b.id, r.code, r.code, 'Group ' || r.order_n, r.order_n, r.filter
     from jsonb_to_recordset($1) as r(broadcast text, code text, order_n int, filter jsonb)
     join broadcasts b on b.account_id = $account and b.broadcast_code = r.broadcast`,
  );
  await run(
    groups.flatMap(({ g }) => g.layerCodes.map((layer) => ({ code: g.groupCode, layer }))),
    `insert into broadcast_group_layers (group_id, format_layer_id)
     select g.id, l.id from jsonb_to_recordset($1) as r(code text, layer text)
     join broadcast_groups g on g.account_id = $account and g.group_code = r.code
     join format_layers l on l.layer_code = r.layer`,
  );
  await run(
    groups.flatMap(({ g }) =>
      [...new Set(g.fixedPlayerCodes)].map((player) => ({ code: g.groupCode, player })),
    ),
    `insert into broadcast_group_players (group_id, player_id)
     select g.id, p.id from jsonb_to_recordset($1) as r(code text, player text)
     join broadcast_groups g on g.account_id = $account and g.group_code = r.code
     join players p on p.account_id = $account and p.player_code = r.player`,
  );
  const rows = groups.flatMap(({ g }) => g.rows.map((row) => ({ g, row })));
  await run(
    rows.map(({ g, row }) => ({
      group_code: g.groupCode,
      code: row.broadcastMediaCode,
      media: row.mediaCode,
      order_n: row.orderN,
      duration_ms: row.durationMs,
      status: row.isPaused ? 'paused' : 'playing',
    })),
    `insert into broadcast_media (account_id, group_id, broadcast_media_code, media_id, order_n,
       duration_ms, status)
     select $account, g.id, r.code, m.id, r.order_n, r.duration_ms, r.status::media_row_status
     from jsonb_to_recordset($1) as r(group_code text, code text, media text, order_n int,
       duration_ms int, status text)
     join broadcast_groups g on g.account_id = $account and g.group_code = r.group_code
     join media m on m.account_id = $account and m.media_code = r.media`,
  );
  await run(
    rows.flatMap(({ row }) => row.periods.map((p) => periodOf(row.broadcastMediaCode, p))),
    `insert into schedule_periods (account_id, period_code, broadcast_media_id, start_date_time,
       end_date_time, day_of_weeks, weekday_start_time, weekday_end_time)
     select $account, 'rp-' || row_number() over (), m.id, r.start_date_time, r.end_date_time,
       r.day_of_weeks, r.weekday_start_time, r.weekday_end_time
     from jsonb_to_recordset($1) as ${periodRecord}
     join broadcast_media m on m.account_id = $account and m.broadcast_media_code = r.owner`,
  );
  await client.query('analyze');
  return account;
}
