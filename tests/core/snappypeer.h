#pragma once

// Node script driving the npm `snappystream` package (kept out of the Q_OBJECT test file: moc
// skips classes in files with raw string literals).
#include <QByteArray>

inline QByteArray snappystreamScript()
{
    return QByteArray(R"JS(
const fs = require('fs');
const { SnappyStream, UnsnappyStream } = require('snappystream');
const [mode, input, output] = process.argv.slice(2);
const stream = mode === 'decode' ? new UnsnappyStream(true) : new SnappyStream();
const out = fs.createWriteStream(output);
stream.on('error', (e) => { console.error('snappystream error: ' + e.message); process.exit(3); });
out.on('finish', () => process.exit(0));
fs.createReadStream(input).pipe(stream).pipe(out);
)JS");
}
