#pragma once

// Node script for tst_gatewaydata: every row of TABLE through node-hbase's scanner (npm `hbase`
// 0.6.1), printed as "key\tcolumn\tbase64(value)" lines in the order node-hbase gives them. Kept
// out of the Q_OBJECT test file because moc skips classes in files with raw string literals.
#include <QByteArray>

inline QByteArray nodeHbaseScanScript()
{
    return QByteArray(R"JS(
const hbase = require('hbase');
const [port, table] = process.argv.slice(2);
// 'binary' keeps every byte of a value (the default, utf8, would mangle 8-byte integers).
const client = hbase({ host: '127.0.0.1', port: Number(port), encoding: 'binary' });
const scanner = client.table(table).scan({ batch: 50 });
const cells = [];
scanner.on('readable', () => { let c; while ((c = scanner.read())) cells.push(c); });
scanner.on('error', (e) => { console.error(String(e)); process.exit(1); });
scanner.on('end', () => {
  const b64 = (v) => Buffer.from(v, 'binary').toString('base64');
  for (const c of cells) process.stdout.write(c.key + '\t' + c.column + '\t' + b64(c.$) + '\n');
});
)JS");
}
