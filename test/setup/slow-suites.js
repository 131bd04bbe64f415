// Server and fault suites build apps on scratch SQLite and PostgreSQL databases (migrations included).
// On 2 shared cores that setup can pass Jest's 5 s default, and with a second process loading both cores
// (a fresh-clone run beside busy loops, issue "The field, not the lab") it passed 30 s: makeApp in a
// beforeAll took over 30 s on PostgreSQL. A timeout here catches a hang, it measures nothing, so hooks
// and tests get 120 s; what the product must do in time is measured in bench/, never here.
jest.setTimeout(120_000);
