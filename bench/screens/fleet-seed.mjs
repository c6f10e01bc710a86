// Paired screens inserted by SQL, as pairing leaves them: a player per screen and its
// registration, both holding the credential's sha256 as the gateway stores it, and a content
// change naming the players, which a running server processes by building their manifests and
// storing their hashes. PostgreSQL hashes in the same statement, so 10,000 take well under a second.
/** The credential of simulated screen `index`: what a screen gets at registration. */
export function screenCredential(salt, index) {
  return `${salt}-${index}`;
}

/** Player codes of the seeded screens, in order. */
export function screenPlayerCode(index) {
  return `benchscreen${index}`;
}

/** Seeds `count` paired screens in the account of `email`; answers its account id. */
export async function seedScreens(client, email, salt, count) {
  const {
    rows: [user],
  } = await client.query('select account_id from users where lower(email) = lower($1)', [email]);
  const accountId = user.account_id;
  const {
    rows: [format],
  } = await client.query(
    `insert into player_formats (account_id, player_format_code, name, resolution_x, resolution_y)
     values ($1, 'benchformat', 'Bench format', 1920, 1080) returning id`,
    [accountId],
  );
  await client.query(
    `insert into format_layers (player_format_id, layer_code, name, width, height)
     values ($1, 'benchlayer', 'Main', 1920, 1080)`,
    [format.id],
  );
  await client.query(
    `with screen as (
       select n, encode(sha256(convert_to($3 || '-' || n, 'UTF8')), 'hex') as hash
       from generate_series(0, $4::int - 1) as n
     ), player as (
       insert into players (account_id, player_code, name, player_format_id,
         device_credential_hash, paired_at)
       select $1, 'benchscreen' || n, 'Bench screen ' || n, $2, hash, now() from screen
       returning id, device_credential_hash
     )
     insert into screen_registrations (pairing_code, device_credential_hash, player_id, expires_at)
     select 'B' || row_number() over (), device_credential_hash, id, now() from player`,
    [accountId, format.id, salt, count],
  );
  await client.query(
    `with change as (
       insert into content_changes (account_id, player_ids)
       select $1, array_agg(id) from players where account_id = $1 and player_code like 'benchscreen%'
       returning account_id
     )
     select pg_notify('marquee_content_changes', account_id::text) from change`,
    [accountId],
  );
  await client.query('analyze players; analyze screen_registrations');
  return accountId;
}

/** Waits until a running server has processed every content change (built every manifest). */
export async function waitForManifests(client) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const { rows } = await client.query('select count(*)::int as left from content_changes');
    if (rows[0].left === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('The server did not build the seeded screens’ manifests');
}
