#pragma once

#include <functional>

#include <QByteArray>
#include <QObject>
#include <QThread>

#include <core/hbase/cellset.h>

namespace Ei::Cli {

// Formats pages of rows and writes them to stdout on a thread of its own, so that a scan's
// output costs the event loop (which receives and decodes the next pages) nothing: the two
// cores work at once. At most kMaxQueued pages wait; hasRoom() says whether to fetch another.
class PageWriter final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(PageWriter)

public:
    static constexpr int kMaxQueued = 2;
    // Appends the text of `rows` to `out`, a buffer the writer empties and reuses for every page,
    // so that its memory is allocated (and faulted in) once rather than once a page.
    using Format = std::function<void(QByteArray &out, const Core::CellSet &rows)>;

    // `format` runs on the writer's thread: it must only read the rows and what it captured.
    explicit PageWriter(Format format, QObject *parent = nullptr);
    ~PageWriter() override;

    void write(Core::CellSet rows);
    bool hasRoom() const { return m_queued < kMaxQueued; }
    bool isIdle() const { return m_queued == 0; }

Q_SIGNALS:
    // A page is out; there is room for another.
    void written();
    // Internal: to the writer's thread.
    void pageQueued(const Ei::Core::CellSet &rows);

private:
    QThread m_thread;
    int m_queued = 0;
};

} // namespace Ei::Cli
