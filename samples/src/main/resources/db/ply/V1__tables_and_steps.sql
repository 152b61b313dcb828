-- The web table's store: a table is its setup plus its action log (event sourcing).
-- Written for both H2 (the embedded default) and PostgreSQL.

CREATE TABLE ply_table (
  id           VARCHAR(64)  NOT NULL PRIMARY KEY,
  game         VARCHAR(64)  NOT NULL,
  -- the log's header as written by LogCodec (format, game, rules version, players, options, seed, start draws and hash)
  header       VARCHAR(1000000) NOT NULL,
  -- the seats: bot kinds and the SHA-256 of each human seat's and the spectator's token (never the tokens)
  seats        VARCHAR(100000) NOT NULL,
  turn_millis  BIGINT       NOT NULL,
  seed_chosen  BOOLEAN      NOT NULL,
  created_at   BIGINT       NOT NULL,
  -- live, finished or expired
  status       VARCHAR(16)  NOT NULL,
  ended_at     BIGINT
);

CREATE INDEX ply_table_status ON ply_table (status);

-- One accepted action. The primary key (table_id, step) is the guard: two servers sharing the
-- database can never both write step N of a table.
CREATE TABLE ply_step (
  table_id     VARCHAR(64)  NOT NULL REFERENCES ply_table (id),
  step         INTEGER      NOT NULL,
  action       VARCHAR(1000000) NOT NULL,
  draws        VARCHAR(1000000),
  hash         VARCHAR(256),
  at_millis    BIGINT       NOT NULL,
  PRIMARY KEY (table_id, step)
);
