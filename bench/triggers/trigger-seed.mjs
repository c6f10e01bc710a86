// The triggers bench's data beside the screens `bench/screens` seeds: the screens spread over
// locations, and a broadcast reaching all of them whose one group plays only while an external
// trigger is active, inserted by SQL as the broadcast editor saves it.

/** Puts the account's bench screens at `count` locations, in turn. */
export async function placeScreens(client, accountId, count) {
  await client.query(
    `insert into locations (account_id, location_code, name, time_zone_id)
     select $1, 'benchlocation' || n, 'Bench store ' || n, 'Europe/Stockholm'
     from generate_series(0, $2::int - 1) as n`,
    [accountId, count],
  );
  await client.query(
    `with numbered as (
       select id, (row_number() over (order by player_code) - 1) % $2 as n
       from players where account_id = $1 and player_code like 'benchscreen%'
     )
     update players p set location_id = l.id
     from numbered s join locations l
       on l.account_id = $1 and l.location_code = 'benchlocation' || s.n
     where p.id = s.id`,
    [accountId, count],
  );
}

/**
 * A Confirmed broadcast, always on, by the account's owner `userId`: one group on the screens'
 * format (so every bench screen) with one media row, gated by trigger `triggerCode` (Active).
 */
export async function seedGatedBroadcast(client, accountId, userId, triggerCode) {
  const {
    rows: [trigger],
  } = await client.query('select id from triggers where trigger_code = $1', [triggerCode]);
  const {
    rows: [media],
  } = await client.query(
    `insert into media (account_id, media_code, display_name, media_type, content_hash, width,
       height)
     values ($1, 'benchgated', 'gated.jpg', 'Photo', encode(sha256('benchgated'), 'hex'), 1920,
       1080)
     returning id`,
    [accountId],
  );
  const {
    rows: [broadcast],
  } = await client.query(
    `insert into broadcasts (account_id, broadcast_code, name, status, is_scheduled,
       modified_by_user_id, created_by_user_id, modified_at)
     values ($1, 'benchgated', 'Store open', 'Confirmed', true, $2, $2,
       date_trunc('milliseconds', now()))
     returning id`,
    [accountId, userId],
  );
  const condition = {
    operator: 'AND',
    subNodes: [
      { nodeType: 'Aspects', nodeKey: 'Aspects', codes: ['benchformat'], codeCondition: 'In' },
    ],
  };
  const {
    rows: [group],
  } = await client.query(
    `insert into broadcast_groups (account_id, broadcast_id, group_code, group_key, name, order_n,
       filter, trigger_id, play_when)
     values ($1, $2, 'benchgatedgroup', 'benchgatedgroup', 'While open', 0, $3, $4, 'Active')
     returning id`,
    [accountId, broadcast.id, JSON.stringify({ condition }), trigger.id],
  );
  await client.query(
    `insert into broadcast_group_layers (group_id, format_layer_id)
     select $1, l.id from format_layers l where l.layer_code = 'benchlayer'`,
    [group.id],
  );
  await client.query(
    `insert into broadcast_media (account_id, group_id, broadcast_media_code, media_id, order_n,
       duration_ms)
     values ($1, $2, 'benchgatedrow', $3, 1, 10000)`,
    [accountId, group.id, media.id],
  );
  await client.query('analyze');
}
