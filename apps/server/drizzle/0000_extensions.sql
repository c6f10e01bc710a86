-- Trigram indexes serve free-text search (names, e-mail addresses).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
