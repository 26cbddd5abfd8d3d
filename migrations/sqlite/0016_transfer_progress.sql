-- The progress a browser sends with a transfer code it makes (the lessons' and the practice's
-- stars, docs/learn.md): given to the browser that uses the code, then cleared.
ALTER TABLE transfer_codes ADD COLUMN progress TEXT;
