#pragma once

#include <QHash>
#include <QSet>

#include <core/rows/rowpagesource.h>

namespace Ei::Test {

// An in-memory Core::RowPageSource for tests (and the sample window, uicommon/samplecontent.h): `rowCount`
// synthetic rows made on demand from their index (nothing is stored, so 1M rows cost nothing). Keys look like
// `sha1:` + 32 base32-alphabet characters and sort in index order. Answers arrive through a
// queued timer after `latency` ms, never synchronously.
//
// Queries: any non-empty `where` list selects every 7th row (index % 7 == 0), which is enough
// to tell generations apart; key ranges and prefixes are ignored.
class FakeRowPageSource final : public Core::RowPageSource
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(FakeRowPageSource)

public:
    explicit FakeRowPageSource(qint64 rowCount, QObject *parent = nullptr);
    ~FakeRowPageSource() override;

    quint64 requestPage(const Core::RowPageRequest &request) override;
    void cancel(quint64 requestId) override;

    void setLatency(int ms) { m_latencyMs = ms; }
    // The next request fails with `error` instead of answering.
    void failNextRequest(const Core::Error &error) { m_nextError = error; }
    // Uses the key as a seek position (like a scanner) instead of the index hint.
    void setIgnoreIndexHint(bool ignore) { m_ignoreIndexHint = ignore; }
    // Answers even cancelled requests, like a REST reply already on the wire; the caller must
    // then drop them by generation.
    void setIgnoreCancel(bool ignore) { m_ignoreCancel = ignore; }

    qint64 requestCount() const { return m_requestCount; }
    qint64 cancelCount() const { return m_cancelCount; }
    int pendingCount() const { return int(m_pending.size()); }

    static QByteArray keyForIndex(qint64 index);
    static qint64 indexForKey(QByteArrayView key); // -1 when not a key of this source
    static Core::Row rowForIndex(qint64 index);

private:
    Core::RowPage answer(quint64 id, const Core::RowPageRequest &request) const;

    qint64 m_rowCount = 0;
    int m_latencyMs = 0;
    bool m_ignoreIndexHint = false;
    bool m_ignoreCancel = false;
    quint64 m_nextId = 1;
    qint64 m_requestCount = 0;
    qint64 m_cancelCount = 0;
    std::optional<Core::Error> m_nextError;
    QSet<quint64> m_pending;
};

} // namespace Ei::Test
