// crossref-load into a folder: DIR/crossref/records.jsonl, the rows file of serve's mirror.
#include "crossrefloadtarget.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace Ei::Core {

namespace {

// A JSON string token for text that is already UTF-8.
void appendJsonString(QByteArray &out, QByteArrayView text)
{
    out += '"';
    for (const char c : text) {
        if (c == '"' || c == '\\') {
            out += '\\';
            out += c;
        } else if (static_cast<unsigned char>(c) < 0x20) {
            out += QByteArrayLiteral("\\u00");
            out += "0123456789abcdef"[(c >> 4) & 0xf];
            out += "0123456789abcdef"[c & 0xf];
        } else {
            out += c;
        }
    }
    out += '"';
}

class FolderTarget final : public CrossrefLoadTarget
{
public:
    explicit FolderTarget(QString path)
        : m_file(std::move(path))
    {}

    Result<void> open(qint64 truncateTo)
    {
        QDir().mkpath(QFileInfo(m_file.fileName()).absolutePath());
        if (!m_file.open(QIODevice::ReadWrite)) {
            return fail(ErrorKind::Io,
                        QStringLiteral("cannot write %1: %2").arg(m_file.fileName(), m_file.errorString()));
        }
        if (truncateTo >= 0 && truncateTo <= m_file.size() && !m_file.resize(truncateTo)) {
            return fail(ErrorKind::Io, QStringLiteral("cannot cut %1 back to the last checkpoint: %2")
                                           .arg(m_file.fileName(), m_file.errorString()));
        }
        m_file.seek(m_file.size());
        m_committed = m_file.size();
        return {};
    }

    Result<void> add(const DumpRecord &record) override
    {
        m_batch += QByteArrayLiteral("{\"doi\":");
        appendJsonString(m_batch, record.doi);
        m_batch += QByteArrayLiteral(",\"indexed\":");
        appendJsonString(m_batch, record.indexed);
        m_batch += QByteArrayLiteral(",\"record\":");
        m_batch.append(record.json.data(), record.json.size());
        m_batch += QByteArrayLiteral("}\n");
        ++m_records;
        return {};
    }
    qint64 batchRecords() const override { return m_records; }
    qint64 batchBytes() const override { return m_batch.size(); }

    Result<BatchOutcome> commit() override
    {
        if (m_file.write(m_batch) != m_batch.size() || !m_file.flush()) {
            const QString why = m_file.errorString();
            m_file.resize(m_committed); // no half batch stays behind
            m_file.seek(m_committed);
            return fail(ErrorKind::Io, QStringLiteral("cannot write %1: %2").arg(m_file.fileName(), why));
        }
        BatchOutcome outcome;
        outcome.stored = m_records;
        m_committed = m_file.pos();
        m_batch.clear();
        m_records = 0;
        return outcome;
    }
    qint64 committedSize() const override { return m_committed; }

private:
    QFile m_file;
    QByteArray m_batch;
    qint64 m_records = 0;
    qint64 m_committed = 0;
};

} // namespace

Result<std::unique_ptr<CrossrefLoadTarget>> CrossrefLoadTarget::folder(const QString &dir, qint64 truncateTo)
{
    auto target =
        std::make_unique<FolderTarget>(QDir(dir).filePath(QStringLiteral("crossref/records.jsonl")));
    if (auto opened = target->open(truncateTo); !opened) {
        return std::unexpected(opened.error());
    }
    return std::unique_ptr<CrossrefLoadTarget>(std::move(target));
}

} // namespace Ei::Core
