// Server and fault suites build apps on scratch SQLite and PostgreSQL databases (migrations included);
// on 2 shared cores that setup alone can pass Jest's 5 s default, so their hooks and tests get 30 s.
jest.setTimeout(30_000);
