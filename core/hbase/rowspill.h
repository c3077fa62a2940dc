#pragma once

#include <memory>

#include <QString>
#include <QTemporaryFile>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// Rows a scan read ahead and has no memory for, on disk until their turn (ParallelScan, ordered:
// docs/hbase-client.md "Region-parallel scans"). A queue of pages: append() writes one page at the
// end, takeNext() reads the oldest page not taken yet, so the rows come back in the order they
// went in. Each page is one record — its length (4 bytes, little-endian) and the page as HBase
// REST's protobuf CellSet (encodeCellSetProtobuf: compact, exact, and read back by the same fast
// reader as the gateway's answers).
//
// The file is a QTemporaryFile in `directory` (empty: QDir::tempPath()), created at the first
// append and removed when the spill is destroyed or discard()ed; once every page has been taken
// it is emptied, so it holds at most the rows still waiting. The I/O is synchronous on the
// caller's thread, a page (a scanner page, up to a few MB, into the page cache) at a time: short
// enough for the GUI thread, which never waits for more than one page written or read.
class RowSpill final
{
public:
    explicit RowSpill(QString directory);
    ~RowSpill();
    RowSpill(const RowSpill &) = delete;
    RowSpill &operator=(const RowSpill &) = delete;

    // Appends a page; a file that cannot be created or written (a missing directory, a full disk)
    // is an Io error saying so, and the page is not kept.
    Result<void> append(const CellSet &rows);
    // The oldest page not taken yet (hasRows() must be true).
    Result<CellSet> takeNext();
    bool hasRows() const { return m_pages > 0; }
    // Bytes on disk now (waiting pages), and written over the spill's life.
    qint64 bytesWaiting() const { return m_writeAt - m_readAt; }
    qint64 bytesWritten() const { return m_written; }
    // The file, while it exists (tests check it is removed).
    QString fileName() const;
    // Removes the file and forgets its pages.
    void discard();

private:
    QString m_directory;
    std::unique_ptr<QTemporaryFile> m_file;
    qint64 m_readAt = 0;
    qint64 m_writeAt = 0;
    qint64 m_pages = 0;
    qint64 m_written = 0;
};

} // namespace Ei::Core
