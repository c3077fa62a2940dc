#pragma once

// Node script driving the npm `hbase` client (node-hbase 0.6.1) against our server; kept out of
// the Q_OBJECT test file because moc skips classes in files with raw string literals.
#include <QByteArray>

inline QByteArray nodeHbaseScript()
{
    return QByteArray(R"JS(
const assert = require('assert');
const hbase = require('hbase');
const [port] = process.argv.slice(2);
const client = hbase({ host: '127.0.0.1', port: Number(port) });
const requests = [];
client.on('request', (r) => requests.push(r.options.method + ' ' + r.options.path));
const p = (fn) => new Promise((resolve, reject) => fn((err, v) => (err ? reject(err) : resolve(v))));
const table = client.table('node_table');
const scanAll = (options) => new Promise((resolve, reject) => {
  const cells = [];
  const scanner = table.scan(options);
  scanner.on('readable', () => { let c; while ((c = scanner.read())) cells.push(c); });
  scanner.on('error', reject);
  scanner.on('end', () => resolve(cells));
});

(async () => {
  await p((cb) => table.create({ ColumnSchema: [{ name: 'cf', VERSIONS: 3 }] }, cb));
  const schema = await p((cb) => table.schema(cb));
  assert.strictEqual(schema.name, 'node_table');
  assert.ok(await p((cb) => table.exists(cb)));
  const tables = await p((cb) => client.tables(cb));
  assert.ok(tables.some((t) => t.name === 'node_table'));
  const version = await p((cb) => client.version_cluster(cb));
  assert.strictEqual(version.Version, '2.6.1');

  // put / get, versions, multi-row puts with string timestamps
  await p((cb) => table.row('r1').put('cf:a', 'v1', cb));
  await p((cb) => table.row('r1').put(['cf:a', 'cf:b'], ['v2', 'b1'], cb));
  let cells = await p((cb) => table.row('r1').get('cf:a', cb));
  assert.strictEqual(cells.length, 1);
  assert.strictEqual(cells[0].$, 'v2');
  cells = await p((cb) => table.row('r1').get('cf:a', { v: 2 }, cb));
  assert.deepStrictEqual(cells.map((c) => c.$), ['v2', 'v1']);
  await p((cb) => table.row().put([
    { key: 'r2', column: 'cf:a', $: 'v2', timestamp: 1700000000000 },
    { key: 'r3', column: 'cf:a', $: 'other' },
  ], cb));
  cells = await p((cb) => table.row('r2').get(cb));
  assert.strictEqual(cells[0].timestamp, 1700000000000);
  assert.strictEqual(await p((cb) => table.row('r9').exists(cb)), false);
  await assert.rejects(p((cb) => table.row('r1').get('cf:nosuch', cb)), (e) => e.code === 404);

  // node-hbase's own escape test key
  const odd = "test_get_escape!'\u00e9\u00e8~:@#.? ()";
  await p((cb) => table.row(odd).put('cf:a', 'escaped', cb));
  cells = await p((cb) => table.row(odd).get('cf:a', cb));
  assert.strictEqual(cells[0].$, 'escaped');

  // glob get
  cells = await p((cb) => table.row('r*').get('cf:a', cb));
  assert.deepStrictEqual(cells.map((c) => c.key), ['r1', 'r2', 'r3']);

  // a wide row read through a scanner in batches of 10 cells
  const cols = [], vals = [];
  for (let i = 0; i < 25; i++) { cols.push('cf:q' + String(i).padStart(2, '0')); vals.push('x' + i); }
  await p((cb) => table.row('wide').put(cols, vals, cb));
  requests.length = 0;
  cells = await scanAll({ startRow: 'wide', endRow: 'widf', batch: 10 });
  assert.strictEqual(cells.length, 25);
  const scannerCalls = requests.filter((r) => r.includes('/node_table/scanner'));
  assert.strictEqual(scannerCalls.filter((r) => r.startsWith('GET')).length, 4); // 10 + 10 + 5, then 204
  assert.strictEqual(scannerCalls.filter((r) => r.startsWith('DELETE')).length, 1);

  // filters, as node-hbase encodes them
  cells = await scanAll({ filter: { type: 'PrefixFilter', value: 'r' }, maxVersions: 1 });
  assert.deepStrictEqual([...new Set(cells.map((c) => c.key))], ['r1', 'r2', 'r3']);
  cells = await scanAll({ filter: { type: 'PageFilter', value: 1 } });
  assert.strictEqual(new Set(cells.map((c) => c.key)).size, 1);
  cells = await scanAll({ maxVersions: 1, filter: { op: 'MUST_PASS_ALL', type: 'FilterList', filters: [
    { type: 'PrefixFilter', value: 'r' },
    { op: 'EQUAL', type: 'ValueFilter', comparator: { value: 'v.*', type: 'RegexStringComparator' } },
  ] } });
  assert.deepStrictEqual(cells.map((c) => c.key + '=' + c.$), ['r1=v2', 'r2=v2']);
  cells = await scanAll({ filter: { type: 'FirstKeyOnlyFilter' }, maxVersions: 1 });
  assert.strictEqual(cells.length, new Set(cells.map((c) => c.key)).size);

  // delete a column, then the row
  await p((cb) => table.row('r1').delete('cf:b', cb));
  cells = await p((cb) => table.row('r1').get(cb));
  assert.deepStrictEqual(cells.map((c) => c.column), ['cf:a']);
  await p((cb) => table.row('r1').delete(cb));
  await assert.rejects(p((cb) => table.row('r1').get(cb)), (e) => e.code === 404);
  console.log('node-hbase interop ok');
})().catch((e) => { console.error('FAILED: ' + (e && e.stack || e)); process.exit(1); });
)JS");
}

// node-hbase's admin calls (table.create = PUT, update = POST, delete, regions, schema;
// client.version_cluster, status_cluster) against our server. It leaves the table
// `node_admin_keep` for the product's own admin calls to work on afterwards.
inline QByteArray nodeHbaseAdminScript()
{
    return QByteArray(R"JS(
const assert = require('assert');
const hbase = require('hbase');
const [port] = process.argv.slice(2);
const client = hbase({ host: '127.0.0.1', port: Number(port) });
const p = (fn) => new Promise((resolve, reject) => fn((err, v) => (err ? reject(err) : resolve(v))));

(async () => {
  const version = await p((cb) => client.version_cluster(cb));
  assert.strictEqual(version.Version, '2.6.1');

  const table = client.table('node_admin');
  await p((cb) => table.create({ ColumnSchema: [{ name: 'a', VERSIONS: 1 }, { name: 'b', COMPRESSION: 'GZ' }] }, cb));
  let schema = await p((cb) => table.schema(cb));
  assert.deepStrictEqual(schema.ColumnSchema.map((c) => c.name), ['a', 'b']);
  assert.strictEqual(schema.ColumnSchema[1].COMPRESSION, 'GZ');
  // update (POST) adds a family and keeps the others
  await p((cb) => table.update({ ColumnSchema: [{ name: 'c', VERSIONS: 2 }] }, cb));
  schema = await p((cb) => table.schema(cb));
  assert.deepStrictEqual(schema.ColumnSchema.map((c) => c.name), ['a', 'b', 'c']);
  assert.strictEqual(schema.ColumnSchema[2].VERSIONS, '2');
  // create (PUT) of an existing table replaces its descriptor: only the families named stay
  await p((cb) => table.create({ ColumnSchema: [{ name: 'c' }] }, cb));
  schema = await p((cb) => table.schema(cb));
  assert.deepStrictEqual(schema.ColumnSchema.map((c) => c.name), ['c']);

  await p((cb) => table.row('r1').put('c:q', 'v', cb));
  const regions = await p((cb) => table.regions(cb));
  assert.strictEqual(regions.name, 'node_admin');
  assert.strictEqual(regions.Region.length, 1);
  assert.ok(regions.Region[0].name.startsWith('node_admin,,'));
  assert.strictEqual(regions.Region[0].location, '127.0.0.1:' + port);

  const status = await p((cb) => client.status_cluster(cb));
  assert.strictEqual(status.LiveNodes.length, 1);
  assert.ok(status.regions >= 2);
  const names = status.LiveNodes[0].Region.map((r) => Buffer.from(r.name, 'base64').toString());
  assert.ok(names.includes(regions.Region[0].name));
  const mine = status.LiveNodes[0].Region[names.indexOf(regions.Region[0].name)];
  assert.strictEqual(mine.writeRequestsCount, 1);

  await p((cb) => table.delete(cb));
  assert.strictEqual(await p((cb) => table.exists(cb)), false);
  await assert.rejects(p((cb) => table.schema(cb)), (e) => e.code === 404);

  const keep = client.table('node_admin_keep');
  await p((cb) => keep.create({ ColumnSchema: [{ name: 'x', VERSIONS: 5 }, { name: 'y' }] }, cb));
  await p((cb) => keep.row('k1').put(['x:q', 'y:q'], ['1', '2'], cb));
  console.log('node-hbase admin ok');
})().catch((e) => { console.error('FAILED: ' + (e && e.stack || e)); process.exit(1); });
)JS");
}
