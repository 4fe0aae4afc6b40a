-- Trigram matching for product search (ILIKE '%text%' served by a GIN index).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
