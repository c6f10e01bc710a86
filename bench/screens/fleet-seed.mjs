// Paired screens inserted by SQL, as pairing leaves them: a player per screen and its
// registration, both holding the credential's sha256 as the gateway stores it. PostgreSQL hashes
// in the same statement, so 10,000 take well under a second.
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
  await client.query('analyze players; analyze screen_registrations');
  return accountId;
}
