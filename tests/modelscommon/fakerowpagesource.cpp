#include "fakerowpagesource.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QtEndian>

namespace Ei::Test {

using Core::RowPage;
using Core::RowPageRequest;

namespace {
// The base32 alphabet in ASCII order, so that keys sort like the indexes they encode.
constexpr char kAlphabet[] = "234567ABCDEFGHIJKLMNOPQRSTUVWXYZ";
constexpr int kIndexDigits = 13; // 13 * 5 bits >= 64
constexpr int kFilterStride = 7;

QByteArray int64Be(qint64 v)
{
    QByteArray out(8, Qt::Uninitialized);
    qToBigEndian(v, out.data());
    return out;
}

quint64 mix(quint64 x)
{
    x ^= x >> 33;
    x *= 0xff51afd7ed558ccdULL;
    x ^= x >> 33;
    return x;
}
} // namespace

FakeRowPageSource::FakeRowPageSource(qint64 rowCount, QObject *parent)
    : Core::RowPageSource(parent)
    , m_rowCount(rowCount)
{}

FakeRowPageSource::~FakeRowPageSource() = default;

QByteArray FakeRowPageSource::keyForIndex(qint64 index)
{
    QByteArray key("sha1:");
    key.reserve(37);
    const auto u = quint64(index);
    for (int i = kIndexDigits - 1; i >= 0; --i) {
        key += kAlphabet[(u >> (5 * i)) & 31];
    }
    quint64 pad = mix(u + 1);
    for (int i = kIndexDigits; i < 32; ++i) {
        key += kAlphabet[pad & 31];
        pad = (pad >> 5) | (quint64(i) << 59);
    }
    return key;
}

qint64 FakeRowPageSource::indexForKey(QByteArrayView key)
{
    if (key.size() != 37 || !key.startsWith("sha1:")) {
        return -1;
    }
    quint64 u = 0;
    for (int i = 0; i < kIndexDigits; ++i) {
        const char *p = std::char_traits<char>::find(kAlphabet, 32, key.at(5 + i));
        if (!p) {
            return -1;
        }
        u = (u << 5) | quint64(p - kAlphabet);
    }
    return qint64(u);
}

Core::Row FakeRowPageSource::rowForIndex(qint64 index)
{
    Core::Row row;
    row.key = keyForIndex(index);
    const qint64 ts = 1546300800000LL + index * 1000;
    if (index % 31 == 5) { // backfilled only: not processed yet
        row.cells.append({"file:mime", ts, "application/pdf"});
        return row;
    }
    const qint64 status = index % 23 == 3 ? 500 : index % 29 == 4 ? 400 : 200;
    row.cells.append({"file:size", ts, int64Be(20000 + (index * 7919) % 3000000)});
    row.cells.append({"grobid0:status_code", ts, int64Be(status)});
    if (status == 200) {
        row.cells.append({"grobid0:metadata", ts,
                          QByteArray("{\"title\":\"Synthetic paper ") + QByteArray::number(index) + "\"}"});
        static const char *const statuses[] = {"matched", "unmatched", "ambiguous", "confirmed"};
        row.cells.append({"match0:mstatus", ts, statuses[index % 4]});
        if (index % 4 != 1) {
            row.cells.append({"match0:doi", ts, "10.1234/fake." + QByteArray::number(index)});
        }
    }
    return row;
}

quint64 FakeRowPageSource::requestPage(const Core::RowPageRequest &request)
{
    const quint64 id = m_nextId++;
    ++m_requestCount;
    m_pending.insert(id);
    std::optional<Core::Error> error = std::exchange(m_nextError, std::nullopt);
    QTimer::singleShot(m_latencyMs, this, [this, id, request, error] {
        if (!m_pending.remove(id)) {
            return; // cancelled
        }
        if (error) {
            Core::RowPage page;
            page.requestId = id;
            page.generation = request.generation;
            page.error = error;
            Q_EMIT pageFinished(page);
            return;
        }
        Q_EMIT pageFinished(answer(id, request));
    });
    return id;
}

void FakeRowPageSource::cancel(quint64 requestId)
{
    if (m_ignoreCancel) {
        return;
    }
    if (m_pending.remove(requestId)) {
        ++m_cancelCount;
    }
}

Core::RowPage FakeRowPageSource::answer(quint64 id, const Core::RowPageRequest &request) const
{
    QElapsedTimer timer;
    timer.start();
    const int stride = request.query.where.isEmpty() ? 1 : kFilterStride;
    const qint64 visibleCount = (m_rowCount + stride - 1) / stride;
    qint64 first = 0; // visible index of the first row to return
    if (!request.afterKey.isEmpty() && (m_ignoreIndexHint || request.startIndex <= 0)) {
        const qint64 after = indexForKey(request.afterKey);
        first = after < 0 ? visibleCount : after / stride + 1;
    } else {
        first = request.startIndex;
    }
    Core::RowPage page;
    page.requestId = id;
    page.generation = request.generation;
    const qint64 last = std::min(visibleCount, first + request.limit);
    page.rows.reserve(std::max<qint64>(0, last - first));
    for (qint64 v = first; v < last; ++v) {
        page.rows.append(rowForIndex(v * stride));
    }
    page.atEnd = last >= visibleCount;
    page.elapsedMs = timer.elapsed();
    return page;
}

} // namespace Ei::Test
