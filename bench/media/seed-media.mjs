// 100,000 media rows of one account, inserted by SQL in a few statements: seeding through the
// upload would measure the upload, not the list.
const words = ['summer', 'sale', 'menu', 'coffee', 'winter', 'lobby', 'promo', 'team'];

/** Adds `count` media (photos, videos, web pages) to the account of `email`. */
export async function seedMedia(client, email, count) {
  const {
    rows: [user],
  } = await client.query('select id, account_id from users where lower(email) = lower($1)', [
    email,
  ]);
  const batch = 20_000;
  for (let from = 1; from <= count; from += batch) {
    await client.query(
      `insert into media (account_id, media_code, display_name, media_type, file_name, mime_type,
         size_bytes, width, height, orientation, processing, uploaded_by_user_id, registered_at,
         modified_at)
       select $1, 'bench' || n, ($4::text[])[1 + n % 8] || ' ' || n || ' ' || substr(md5(n::text), 1, 6),
         (case when n % 10 = 0 then 'Video' when n % 25 = 1 then 'WebPage' else 'Photo' end)::media_type,
         'file-' || n || '.jpg', 'image/jpeg', 500000 + n, 1920, 1080, 'Landscape', 'ready', $2,
         now() - n * interval '1 minute', now() - n * interval '1 minute'
       from generate_series($3::int, $5::int) as n`,
      [user.account_id, user.id, from, words, Math.min(count, from + batch - 1)],
    );
  }
  await client.query('analyze media');
  return user.account_id;
}
