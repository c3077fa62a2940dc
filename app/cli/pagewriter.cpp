#include "pagewriter.h"

#include <cstdio>

namespace Ei::Cli {
namespace {

// Lives on the writer's thread.
class PageFormatter final : public QObject
{
    Q_OBJECT

public:
    explicit PageFormatter(PageWriter::Format format)
        : m_format(std::move(format))
    {}

    void format(const Core::CellSet &rows)
    {
        m_out.resize(0); // keeps the capacity
        m_format(m_out, rows);
        std::fwrite(m_out.constData(), 1, size_t(m_out.size()), stdout);
        std::fflush(stdout);
        Q_EMIT done();
    }

Q_SIGNALS:
    void done();

private:
    PageWriter::Format m_format;
    QByteArray m_out;
};

} // namespace

PageWriter::PageWriter(Format format, QObject *parent)
    : QObject(parent)
{
    auto *formatter = new PageFormatter(std::move(format));
    formatter->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, formatter, &QObject::deleteLater);
    connect(this, &PageWriter::pageQueued, formatter, &PageFormatter::format);
    connect(formatter, &PageFormatter::done, this, [this] {
        --m_queued;
        Q_EMIT written();
    });
    m_thread.start();
}

PageWriter::~PageWriter()
{
    // Pages still queued are written before the thread ends.
    m_thread.quit();
    m_thread.wait();
}

void PageWriter::write(Core::CellSet rows)
{
    ++m_queued;
    Q_EMIT pageQueued(rows);
}

} // namespace Ei::Cli

#include "pagewriter.moc"
