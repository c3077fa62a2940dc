#include "regionranges.h"

#include <algorithm>
#include <bit>
#include <memory>

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QHostAddress>

#include <core/hbase/restpath.h>

namespace Ei::Core {
namespace {

// The sentence is ParallelScan's (the same words, translated once).
struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::ParallelScan)
};

// Where a table's keys live, as far as the ranges' bounds tell: a common prefix ("sha1:"), then
// digits of one alphabet. A key's first `digits` digits read as a number in base alphabet.size()
// keep the keys' order, so numbers between two bounds are keys between them.
struct KeySpace
{
    QByteArray prefix;
    QByteArray alphabet; // ascending by byte value
    int digits = 0;
    quint64 end = 0; // alphabet.size() ^ digits: one past the largest number

    quint64 valueOf(const QByteArray &key) const
    {
        if (!key.startsWith(prefix)) {
            return key < prefix ? 0 : end;
        }
        quint64 value = 0;
        for (int i = 0; i < digits; ++i) {
            const qsizetype at = prefix.size() + i;
            quint64 digit = 0; // a shorter key sorts before every longer one that extends it
            if (at < key.size()) {
                // A byte outside the alphabet counts as the first digit at or above it: the order holds.
                const auto above = std::ranges::lower_bound(alphabet, quint8(key.at(at)), {},
                                                            [](char c) { return quint8(c); });
                digit = quint64(above - alphabet.begin());
                if (digit == quint64(alphabet.size())) {
                    // Past the alphabet's last digit: after every key of this many digits.
                    return std::min(end, (value + 1) * power(digits - i));
                }
            }
            value = value * quint64(alphabet.size()) + digit;
        }
        return value;
    }

    QByteArray keyOf(quint64 value) const
    {
        QByteArray digitsText(digits, alphabet.front());
        for (int i = digits - 1; i >= 0; --i) {
            digitsText[i] = alphabet.at(qsizetype(value % quint64(alphabet.size())));
            value /= quint64(alphabet.size());
        }
        return prefix + digitsText;
    }

    quint64 power(int n) const
    {
        quint64 p = 1;
        for (int i = 0; i < n; ++i) {
            p *= quint64(alphabet.size());
        }
        return p;
    }
};

bool isWordByte(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
}

// The prefix all bounds share, cut back to its last non-alphanumeric byte ("sha1:"): digits that
// happen to be shared by a few bounds are part of the key's number, not of its kind.
QByteArray commonPrefix(const QList<QByteArray> &bounds)
{
    QByteArray prefix = bounds.first();
    for (const QByteArray &bound : bounds) {
        qsizetype n = 0;
        while (n < prefix.size() && n < bound.size() && prefix.at(n) == bound.at(n)) {
            ++n;
        }
        prefix.truncate(n);
    }
    while (!prefix.isEmpty() && isWordByte(prefix.back())) {
        prefix.chop(1);
    }
    return prefix;
}

QByteArray alphabetOf(const QList<QByteArray> &bounds, const QByteArray &prefix)
{
    static const QByteArray kAlphabets[] = {
        QByteArrayLiteral("0123456789abcdef"), // SHA-1 hex
        QByteArrayLiteral("0123456789ABCDEF"),
        QByteArrayLiteral("234567ABCDEFGHIJKLMNOPQRSTUVWXYZ"), // SHA-1 base32 (RFC 4648)
    };
    for (const QByteArray &alphabet : kAlphabets) {
        const bool fits = std::ranges::all_of(bounds, [&](const QByteArray &bound) {
            return std::ranges::all_of(bound.mid(prefix.size()),
                                       [&](char c) { return alphabet.contains(c); });
        });
        if (fits) {
            return alphabet;
        }
    }
    QByteArray bytes(256, '\0');
    for (int i = 0; i < 256; ++i) {
        bytes[i] = char(i);
    }
    return bytes;
}

KeySpace keySpaceOf(const QList<QByteArray> &bounds)
{
    KeySpace space;
    space.prefix = commonPrefix(bounds);
    space.alphabet = alphabetOf(bounds, space.prefix);
    // As many digits as a 62-bit number holds.
    const int bitsPerDigit = std::bit_width(quint64(space.alphabet.size()) - 1);
    space.digits = 62 / bitsPerDigit;
    space.end = space.power(space.digits);
    return space;
}

bool before(const QByteArray &key, const QByteArray &stop)
{
    return stop.isEmpty() || key < stop;
}

} // namespace

int rangesAtOnce(int parallel, qsizetype rangesLeft)
{
    if (parallel > 0) {
        return parallel;
    }
    return int(std::clamp<qsizetype>(rangesLeft, 1, ParallelScanOptions::kAutoMax));
}

int parallelFor(int parallel, const GatewayPool *gateways)
{
    if (parallel != 0 || !gateways || gateways->size() != 1 || !gateways->primary()) {
        return parallel;
    }
    const ConnectionConfig &config = gateways->primary()->config();
    const QString host = config.baseUrl.host();
    // A gateway in this process (the window's demo, an opened export) shares even the thread.
    const bool loopback = config.inProcess ||
                          host.compare(QLatin1StringView("localhost"), Qt::CaseInsensitive) == 0 ||
                          QHostAddress(host).isLoopback();
    return loopback ? 1 : parallel;
}

bool listsRegions(const ScanSpec &spec, int parallel)
{
    return parallel != 1 && spec.limit < 0;
}

void listRegionRanges(RestClient *client, const ScanSpec &spec, int parallel, QObject *context,
                      std::function<void(RegionRanges)> done)
{
    const RegionRanges whole{{ScanRange{spec.startRow, spec.stopRow, std::nullopt, 0, false}}, false};
    if (!client || !listsRegions(spec, parallel)) {
        done(whole);
        return;
    }
    auto *admin = new AdminClient(client, context);
    admin->regions(client->config().table)
        ->then(context,
               [admin, spec, whole, done = std::move(done)](const Result<QList<RegionInfo>> &regions) {
                   admin->deleteLater();
                   done(regions ? RegionRanges{splitAtRegions(spec, *regions), true} : whole);
               });
}

void measureRoundTrip(RestClient *client, QObject *context, std::function<void(qint64 ms)> done)
{
    // Twice, one after the other, and the shorter counts: the first may also pay for a new
    // connection, or wait behind a request the gateway is busy with (the listing beside it).
    const auto once = [client, context](std::function<void(qint64)> then) {
        QElapsedTimer asked;
        asked.start();
        RestClient::Request request{"GET",
                                    RestPath::makeUrl(client->config().encodedBase(), "/version"),
                                    {},
                                    true,
                                    Tr::tr("Asking the REST server for its version")};
        client->send(request)->then(context,
                                    [asked, then = std::move(then)](const Result<HttpResponse> &answer) {
                                        then(answer ? asked.elapsed() : -1);
                                    });
    };
    once([once, done = std::move(done)](qint64 first) {
        if (first < 0) {
            done(-1);
            return;
        }
        once([first, done](qint64 second) { done(second < 0 ? first : std::min(first, second)); });
    });
}

QString regionsChangedSentence(const ScanSpec &spec, const QList<QByteArray> &cutAt,
                               const QList<RegionInfo> &regionsNow)
{
    const QList<QByteArray> now = boundariesInside(spec, regionsNow);
    if (now == cutAt) {
        return {};
    }
    return Tr::tr("The table's regions changed while it was read (%1 region boundaries in the key "
                  "range when the job began, %2 now); each key range was read whole and verified, "
                  "so no row was missed.")
        .arg(cutAt.size())
        .arg(now.size());
}

QList<ScanRange> cutRangesEvenly(const QList<ScanRange> &ranges, int pieces)
{
    QList<QByteArray> bounds;
    for (const ScanRange &range : ranges) {
        for (const QByteArray &bound : {range.start, range.stop}) {
            if (!bound.isEmpty()) {
                bounds.append(bound);
            }
        }
    }
    if (pieces <= 1 || bounds.isEmpty()) {
        return ranges;
    }
    const KeySpace space = keySpaceOf(bounds);
    QList<ScanRange> out;
    for (const ScanRange &range : ranges) {
        if (range.after || range.delivered > 0 || range.done) {
            out.append(range); // begun: its position belongs to the range as it is
            continue;
        }
        const quint64 low = range.start.isEmpty() ? 0 : space.valueOf(range.start);
        const quint64 high = range.stop.isEmpty() ? space.end : space.valueOf(range.stop);
        QByteArray start = range.start;
        for (int j = 1; j < pieces && high > low; ++j) {
            // low + (high - low) * j / pieces without overflow (the numbers stay below 2^62).
            const quint64 span = high - low;
            const quint64 at = low + span / quint64(pieces) * quint64(j) +
                               span % quint64(pieces) * quint64(j) / quint64(pieces);
            const QByteArray cut = space.keyOf(at);
            if (cut > start && before(cut, range.stop)) {
                out.append(ScanRange{start, cut, std::nullopt, 0, false});
                start = cut;
            }
        }
        out.append(ScanRange{start, range.stop, std::nullopt, 0, false});
    }
    return out;
}

} // namespace Ei::Core
