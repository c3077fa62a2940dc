#pragma once

#include <deque>
#include <memory>
#include <optional>

#include <QFile>
#include <QString>

#include <core/util/result.h>

#include "warcreader.h"

namespace Ei::Core::Warc {

// Synchronous helpers over local files and memory, for tests, benchmarks and the CLI. They read
// in 256 KiB slices, so memory stays bounded; the GUI uses the asynchronous PdfFetcher instead.

// The record whose gzip member (or plain record) starts at 'offset'; 'length' is the member's
// compressed size (file:cdx c_size) or -1 when unknown (then reading stops after one record).
Result<WarcRecord> readRecordAt(const QString &path, qint64 offset, qint64 length,
                                const WarcReader::PayloadSink &sink = {}, bool decodeHttp = true,
                                bool checkBlockDigest = true);
// The first record of an in-memory slice (e.g. an HTTP range response already received).
Result<WarcRecord> readRecord(QByteArrayView data, const WarcReader::PayloadSink &sink = {},
                              bool decodeHttp = true);

// Every record of a whole file in order: plain .warc, per-record .warc.gz, or a file compressed as
// a single gzip member. Payloads are collected per record up to 'payloadLimit' bytes (0: none).
class WarcFileIterator final
{
public:
    struct Entry
    {
        WarcRecord record;
        QByteArray payload; // decoded payload, when collected
        bool payloadCut = false;
    };

    explicit WarcFileIterator(const QString &path, qint64 payloadLimit = 0);
    Q_DISABLE_COPY_MOVE(WarcFileIterator)

    // The next record, std::nullopt at the end of the file, or an error (final).
    Result<std::optional<Entry>> next();

private:
    QFile m_file;
    WarcReader m_reader;
    std::deque<Entry> m_ready;
    Entry m_current;
    qint64 m_limit;
    bool m_eof = false;
    std::optional<Error> m_error;
};

} // namespace Ei::Core::Warc
