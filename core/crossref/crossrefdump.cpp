#include "crossrefdump.h"

#include <cstring>

#include <QFile>
#include <QList>

#include <core/crossref/jsonscan.h>
#include <core/util/gzip.h>
#include <core/util/gzipreader.h>

namespace Ei::Core {

namespace {

constexpr qsizetype kChunk = qsizetype(4) * 1024 * 1024;

bool keyIs(const char *keyStart, const char *keyEnd, QByteArrayView name)
{
    return keyEnd - keyStart == name.size() && std::memcmp(keyStart, name.data(), size_t(name.size())) == 0;
}

// Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil).
qint64 daysFromCivil(int y, int m, int d)
{
    y -= m <= 2;
    const qint64 era = (y >= 0 ? y : y - 399) / 400;
    const int yoe = int(y - era * 400);
    const int doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const int doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

// What scanning one object that may be a record found.
struct RecordScan
{
    enum class Outcome
    {
        Record,    // a complete object: [start, end)
        Container, // a member "items": […] (or, at the top level, "message": {…}) starts at valueAt
        NeedMore,
        Error,
    } outcome = Outcome::Error;
    const char *end = nullptr;
    const char *valueAt = nullptr;
    bool items = false; // the container is "items" (else "message")
    QByteArrayView doiToken;
    QByteArrayView dateTimeToken;
};

enum class Containers
{
    None,     // an element of an items array: always a record
    Items,    // {"message": here}: a record, or {"items": […]}
    Anything, // a top-level value: a record, {"items": […]} or {"message": …}
};

// The members whose object value is the record: "message" of a Crossref API answer, and "record" of
// the {"doi","indexed","record"} lines that `crossref-load --to DIR` writes (serve's mirror file),
// so such a file can be loaded again.
bool isEnvelopeKey(const char *keyStart, const char *keyEnd)
{
    return keyIs(keyStart, keyEnd, "message") || keyIs(keyStart, keyEnd, "record");
}

// Scans the object at `p` (its '{') member by member, noting the record's DOI and
// indexed.date-time on the way, and stopping at a member that makes the object a container.
RecordScan scanRecord(JsonScanner &s, const char *p, Containers containers)
{
    RecordScan r;
    const auto stop = [&](const char *result) {
        if (!result) {
            r.outcome = s.status() == JsonScanner::Status::NeedMore ? RecordScan::Outcome::NeedMore
                                                                    : RecordScan::Outcome::Error;
        }
        return result == nullptr;
    };
    const char *q = nullptr;
    // Moves q to the first byte after `from` that is not white space; true (the outcome set) when
    // the data ends before it.
    const auto endsAfterSpace = [&](const char *from) {
        q = s.skipWhitespace(from);
        return q >= s.end() && stop(s.needMore());
    };
    if (endsAfterSpace(p + 1)) {
        return r;
    }
    if (*q == '}') {
        r.outcome = RecordScan::Outcome::Record;
        r.end = q + 1;
        return r;
    }
    for (;;) {
        if (*q != '"' && stop(s.fail(q, "a member name that is not a string"))) {
            return r;
        }
        const char *keyStart = q + 1;
        q = s.string(q);
        if (stop(q)) {
            return r;
        }
        const char *keyEnd = q - 1;
        if (endsAfterSpace(q)) {
            return r;
        }
        if (*q != ':' && stop(s.fail(q, "a missing ':' after a member name"))) {
            return r;
        }
        if (endsAfterSpace(q + 1)) {
            return r;
        }
        if (containers != Containers::None && *q == '[' && keyIs(keyStart, keyEnd, "items")) {
            r.outcome = RecordScan::Outcome::Container;
            r.items = true;
            r.valueAt = q;
            return r;
        }
        if (containers == Containers::Anything && *q == '{' && isEnvelopeKey(keyStart, keyEnd)) {
            r.outcome = RecordScan::Outcome::Container;
            r.valueAt = q;
            return r;
        }
        const char *valueStart = q;
        if (*q == '{' && keyIs(keyStart, keyEnd, "indexed")) {
            // {"date-parts": …, "date-time": "…", "timestamp": …}: the same scan, one level down.
            JsonScanner inner = s;
            RecordScan indexed = scanRecord(inner, q, Containers::None);
            s = inner;
            if (indexed.outcome != RecordScan::Outcome::Record) {
                r.outcome = indexed.outcome;
                return r;
            }
            q = indexed.end;
            r.dateTimeToken = indexed.dateTimeToken;
        } else {
            q = s.value(q, 1);
            if (stop(q)) {
                return r;
            }
            if (*valueStart == '"') {
                if (keyIs(keyStart, keyEnd, "DOI")) {
                    r.doiToken = QByteArrayView(valueStart, q);
                } else if (keyIs(keyStart, keyEnd, "date-time")) {
                    r.dateTimeToken = QByteArrayView(valueStart, q);
                }
            }
        }
        if (endsAfterSpace(q)) {
            return r;
        }
        if (*q == '}') {
            r.outcome = RecordScan::Outcome::Record;
            r.end = q + 1;
            return r;
        }
        if (*q != ',' && stop(s.fail(q, "a missing ',' or '}' in an object"))) {
            return r;
        }
        if (endsAfterSpace(q + 1)) {
            return r;
        }
    }
}

QByteArray tokenText(QByteArrayView token)
{
    if (!token.contains('\\')) {
        return token.sliced(1, token.size() - 2).toByteArray();
    }
    return decodeJsonString(token);
}

QByteArray lowerDoi(QByteArray doi)
{
    bool ascii = true;
    for (char &c : doi) {
        if (c >= 'A' && c <= 'Z') {
            c = char(c + ('a' - 'A'));
        } else if (static_cast<unsigned char>(c) >= 0x80) {
            ascii = false;
        }
    }
    return ascii ? doi : QString::fromUtf8(doi).toLower().toUtf8();
}

} // namespace

std::optional<qint64> parseCrossrefDateTime(QByteArrayView t)
{
    // YYYY-MM-DDTHH:MM:SS[.fff…][Z|±HH[:]MM|±HH]
    const auto num = [&](qsizetype at, int digits) -> int {
        if (at + digits > t.size()) {
            return -1;
        }
        int v = 0;
        for (int i = 0; i < digits; ++i) {
            const char c = t[at + i];
            if (c < '0' || c > '9') {
                return -1;
            }
            v = v * 10 + (c - '0');
        }
        return v;
    };
    if (t.size() < 19 || t[4] != '-' || t[7] != '-' || (t[10] != 'T' && t[10] != ' ') || t[13] != ':' ||
        t[16] != ':') {
        return std::nullopt;
    }
    const int year = num(0, 4), month = num(5, 2), day = num(8, 2);
    const int hour = num(11, 2), minute = num(14, 2), second = num(17, 2);
    static constexpr int kDays[] = {31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    if (year < 1 || month < 1 || month > 12 || day < 1 || day > kDays[month - 1] || hour < 0 || hour > 23 ||
        minute < 0 || minute > 59 || second < 0 || second > 60) {
        return std::nullopt;
    }
    if (month == 2 && day == 29 && !(year % 4 == 0 && (year % 100 != 0 || year % 400 == 0))) {
        return std::nullopt;
    }
    qsizetype at = 19;
    qint64 micros = 0;
    if (at < t.size() && t[at] == '.') {
        ++at;
        int digits = 0;
        qint64 scale = 100000;
        while (at < t.size() && t[at] >= '0' && t[at] <= '9') {
            micros +=
                (t[at] - '0') * scale; // digits past microseconds are dropped, as PostgreSQL rounds them
            scale /= 10;
            ++digits;
            ++at;
        }
        if (digits == 0) {
            return std::nullopt;
        }
    }
    int offsetMinutes = 0;
    if (at < t.size()) {
        if (t[at] == 'Z' && at + 1 == t.size()) {
            at = t.size();
        } else if (t[at] == '+' || t[at] == '-') {
            const int sign = t[at] == '-' ? -1 : 1;
            const int hh = num(at + 1, 2);
            int mm = 0;
            if (at + 3 == t.size()) {
                at += 3;
            } else if (at + 6 == t.size() && t[at + 3] == ':') {
                mm = num(at + 4, 2);
                at += 6;
            } else if (at + 5 == t.size()) {
                mm = num(at + 3, 2);
                at += 5;
            } else {
                return std::nullopt;
            }
            if (hh < 0 || hh > 15 || mm < 0 || mm > 59) {
                return std::nullopt;
            }
            offsetMinutes = sign * (hh * 60 + mm);
        } else {
            return std::nullopt;
        }
    }
    const qint64 seconds = daysFromCivil(year, month, day) * 86400 + hour * 3600 + minute * 60 + second -
                           qint64(offsetMinutes) * 60;
    return seconds * 1000000 + micros;
}

struct CrossrefDumpReader::Impl
{
    // Where the reader is inside a container file ({"items": …}, {"message": …}).
    enum class Frame
    {
        TopAfterMember,     // in the top-level object, after a member's value
        TopMessageValue,    // in the top-level object, before the value of "message"
        MessageAfterMember, // in {"message": {…}}, after a member's value
        ItemsFirst,         // in an items array, before an element
        ItemsNext,          // in an items array, after an element
    };

    QFile file;
    std::unique_ptr<GzipReader> gz; // null for a plain file
    QByteArray input;
    QByteArray buf;
    qsizetype pos = 0;  // where scanning goes on
    qsizetype fill = 0; // bytes of buf that hold data
    qint64 base = 0;    // uncompressed offset of buf[0]
    qint64 line = 1;    // the line `pos` is on
    bool eof = false;
    QList<Frame> frames;
    QByteArray compacted;

    const char *at(qsizetype index) const { return buf.constData() + index; }
    qsizetype indexOf(const char *p) const { return p - buf.constData(); }
    JsonScanner scanner() const { return JsonScanner(buf.constData(), buf.constData() + fill); }

    Result<qsizetype> readSome(char *out, qsizetype max);
    // Keeps buf[keep…fill) (moved to the front), then reads at least one more chunk. False at the
    // end of the data.
    Result<bool> refill(qsizetype keep);
    // Keeps buf[pos…fill) and reads more. False at the end of the data; ending inside the items
    // array (or the object around it) is an error instead.
    Result<bool> refillAtPos();
    // Moves `pos` to `to`, counting the lines passed.
    void advance(qsizetype to)
    {
        line += std::count(at(pos), at(to), '\n');
        pos = to;
    }
    // After a malformed top-level record: on to the next line that starts an object (JSON lines).
    Result<void> skipToNextObjectLine(qsizetype from);
    // After a malformed items element: past its end, found by brackets alone. False at the end of the data.
    Result<bool> skipElement();
    Error fatal(qsizetype index, const QString &what) const
    {
        return Error{ErrorKind::InvalidInput,
                     QStringLiteral("%1 at byte %2 (line %3); the rest of the file is skipped")
                         .arg(what)
                         .arg(base + index)
                         .arg(line)};
    }
};

Result<void> CrossrefDumpReader::Impl::skipToNextObjectLine(qsizetype from)
{
    for (;;) {
        if (const auto *found = static_cast<const char *>(memmem(at(from), size_t(fill - from), "\n{", 2))) {
            advance(indexOf(found) + 1);
            return {};
        }
        // Keep the last byte: a line feed there may have its '{' in the next chunk.
        advance(std::max(pos, fill - 1));
        auto more = refill(pos);
        if (!more) {
            return std::unexpected(more.error());
        }
        if (!*more) {
            advance(fill);
            return {};
        }
        from = pos;
    }
}

Result<bool> CrossrefDumpReader::Impl::skipElement()
{
    for (;;) {
        int depth = 0;
        bool inString = false;
        for (qsizetype i = pos; i < fill; ++i) {
            const char b = buf.at(i);
            if (inString) {
                if (b == '\\') {
                    ++i;
                } else if (b == '"') {
                    inString = false;
                }
            } else if (b == '"') {
                inString = true;
            } else if (b == '{' || b == '[') {
                ++depth;
            } else if ((b == '}' || b == ']') && --depth == 0) {
                advance(i + 1);
                return true;
            }
        }
        auto more = refill(pos);
        if (!more) {
            return std::unexpected(more.error());
        }
        if (!*more) {
            return false;
        }
    }
}

Result<qsizetype> CrossrefDumpReader::Impl::readSome(char *out, qsizetype max)
{
    if (!gz) {
        const qint64 n = file.read(out, max);
        if (n < 0) {
            return fail(ErrorKind::Io, QStringLiteral("cannot read: %1").arg(file.errorString()));
        }
        return qsizetype(n);
    }
    for (;;) {
        // Straight into the caller's buffer: no copy of the (large) uncompressed stream.
        const GzipReader::Step step = gz->read(out, max);
        if (step.status == GzipReader::Status::Corrupt) {
            return fail(ErrorKind::InvalidInput, QStringLiteral("the gzip data is corrupt"));
        }
        if (step.status == GzipReader::Status::NotGzip) {
            // Another gzip member may follow (as `gzip -d` reads concatenated files), nothing else.
            return fail(ErrorKind::InvalidInput,
                        QStringLiteral("data that is not gzip follows the gzip data"));
        }
        if (step.produced > 0) {
            return step.produced;
        }
        if (step.status == GzipReader::Status::NeedInput) {
            const qint64 n = file.read(input.data(), input.size());
            if (n < 0) {
                return fail(ErrorKind::Io, QStringLiteral("cannot read: %1").arg(file.errorString()));
            }
            if (n == 0) {
                if (gz->inMember()) {
                    return fail(ErrorKind::InvalidInput, QStringLiteral("the gzip data is truncated"));
                }
                return 0;
            }
            gz->setInput(QByteArrayView(input.constData(), n));
        }
    }
}

Result<bool> CrossrefDumpReader::Impl::refill(qsizetype keep)
{
    if (eof) {
        return false;
    }
    const qsizetype kept = fill - keep;
    if (kept > kMaxRecordBytes) {
        return std::unexpected(
            fatal(keep, QStringLiteral("a record larger than %1 MiB").arg(kMaxRecordBytes / (1024 * 1024))));
    }
    if (keep > 0) {
        std::memmove(buf.data(), buf.constData() + keep, size_t(kept));
        base += keep;
        pos -= keep;
        fill = kept;
    }
    if (buf.size() - fill < kChunk) {
        buf.resize(std::max(buf.size() * 2, fill + kChunk));
    }
    auto n = readSome(buf.data() + fill, buf.size() - fill);
    if (!n) {
        return std::unexpected(n.error());
    }
    if (*n == 0) {
        eof = true;
        return false;
    }
    fill += *n;
    return true;
}

Result<bool> CrossrefDumpReader::Impl::refillAtPos()
{
    auto more = refill(pos);
    if (more && !*more && !frames.isEmpty()) {
        return std::unexpected(fatal(pos, QStringLiteral("the file ends inside the items array")));
    }
    return more;
}

CrossrefDumpReader::CrossrefDumpReader(std::unique_ptr<Impl> impl, QString path)
    : d(std::move(impl))
    , m_path(std::move(path))
{}

CrossrefDumpReader::~CrossrefDumpReader() = default;

Result<std::unique_ptr<CrossrefDumpReader>> CrossrefDumpReader::open(const QString &path)
{
    auto impl = std::make_unique<Impl>();
    impl->file.setFileName(path);
    if (!impl->file.open(QIODevice::ReadOnly)) {
        return fail(ErrorKind::Io, QStringLiteral("cannot read %1: %2").arg(path, impl->file.errorString()));
    }
    const QByteArray magic = impl->file.peek(2);
    if (looksGzipped(magic)) {
        impl->gz = std::make_unique<GzipReader>(GzipReader::Format::Gzip, GzipReader::Members::Many);
        if (!impl->gz->started()) {
            return fail(ErrorKind::Internal, QStringLiteral("zlib could not start decoding %1").arg(path));
        }
        impl->input.resize(qsizetype(1) << 20);
    }
    return std::unique_ptr<CrossrefDumpReader>(new CrossrefDumpReader(std::move(impl), path));
}

qint64 CrossrefDumpReader::fileBytesRead() const
{
    return d->file.pos();
}

qint64 CrossrefDumpReader::fileSize() const
{
    return d->file.size();
}

Result<CrossrefDumpReader::Step> CrossrefDumpReader::next(DumpRecord &record, DumpProblem &problem)
{
    Impl &r = *d;
    using Frame = Impl::Frame;
    for (;;) {
        // The next token, reading more when the buffer runs out in whitespace.
        JsonScanner ws = r.scanner();
        const char *p = ws.skipWhitespace(r.at(r.pos));
        r.line += ws.newlines();
        r.pos = r.indexOf(p);
        if (r.pos >= r.fill) {
            auto more = r.refillAtPos();
            if (!more) {
                return std::unexpected(more.error());
            }
            if (*more) {
                continue;
            }
            return Step::End;
        }
        const std::optional<Frame> frame =
            r.frames.isEmpty() ? std::nullopt : std::optional<Frame>(r.frames.constLast());

        if (frame == Frame::ItemsNext) {
            if (*p == ']') {
                r.frames.removeLast();
                r.advance(r.pos + 1);
            } else if (*p == ',') {
                r.frames.last() = Frame::ItemsFirst;
                r.advance(r.pos + 1);
            } else {
                return std::unexpected(
                    r.fatal(r.pos, QStringLiteral("a missing ',' or ']' in the items array")));
            }
            continue;
        }
        if (frame == Frame::TopAfterMember || frame == Frame::MessageAfterMember) {
            if (*p == '}') {
                r.frames.removeLast();
                r.advance(r.pos + 1);
                continue;
            }
            if (*p != ',') {
                return std::unexpected(r.fatal(r.pos, QStringLiteral("a missing ',' or '}' in an object")));
            }
            // The next member: the items (or the message) are read into, anything else is skipped.
            JsonScanner s = r.scanner();
            const char *key = s.skipWhitespace(p + 1);
            const char *keyEnd = key < s.end() && *key == '"' ? s.string(key) : nullptr;
            const char *colon = keyEnd ? s.skipWhitespace(keyEnd) : nullptr;
            const char *value =
                colon && colon < s.end() && *colon == ':' ? s.skipWhitespace(colon + 1) : nullptr;
            const char *end = nullptr;
            if (value && value < s.end()) {
                if (*value == '[' && keyIs(key + 1, keyEnd - 1, "items")) {
                    r.frames.append(Frame::ItemsFirst);
                    r.advance(r.indexOf(value) + 1);
                    continue;
                }
                if (*value == '{' && frame == Frame::TopAfterMember && isEnvelopeKey(key + 1, keyEnd - 1)) {
                    r.frames.last() = Frame::TopMessageValue;
                    r.advance(r.indexOf(value));
                    continue;
                }
                end = s.value(value, 1);
            }
            if (end) {
                r.advance(r.indexOf(end));
                continue;
            }
            if (s.status() == JsonScanner::Status::Error || (key < s.end() && *key != '"') ||
                (colon && colon < s.end() && *colon != ':')) {
                return std::unexpected(r.fatal(r.pos, QStringLiteral("malformed JSON in an object")));
            }
            auto more = r.refill(r.pos);
            if (!more) {
                return std::unexpected(more.error());
            }
            if (!*more) {
                return std::unexpected(r.fatal(r.pos, QStringLiteral("the file ends inside an object")));
            }
            continue;
        }

        // A value that may be a record: a top-level value, the value of "message", an items element.
        const bool inItems = frame == Frame::ItemsFirst;
        if (inItems && *p == ']') {
            r.frames.removeLast();
            r.advance(r.pos + 1);
            continue;
        }
        const DumpPosition where{m_items + 1, r.line, r.base + r.pos};
        const auto reject = [&](QString reason) {
            ++m_items;
            problem.where = where;
            problem.reason = std::move(reason);
            return Step::Problem;
        };
        if (*p != '{') {
            if (!inItems) {
                if (auto skipped = r.skipToNextObjectLine(r.pos); !skipped) {
                    return std::unexpected(skipped.error());
                }
                return reject(QStringLiteral("not a JSON object (a record must be one)"));
            }
            JsonScanner s = r.scanner();
            const char *end = s.value(p, 1);
            if (!end && s.status() == JsonScanner::Status::NeedMore) {
                // Inside the items array the end of the data is an error: never false here.
                if (auto more = r.refillAtPos(); !more) {
                    return std::unexpected(more.error());
                }
                continue;
            }
            if (!end) {
                return std::unexpected(
                    r.fatal(r.indexOf(s.errorAt()),
                            QStringLiteral("malformed JSON (%1)").arg(QLatin1StringView(s.error()))));
            }
            r.frames.last() = Frame::ItemsNext;
            r.advance(r.indexOf(end));
            return reject(QStringLiteral("an item that is not a JSON object"));
        }

        const Containers containers = inItems                           ? Containers::None
                                      : frame == Frame::TopMessageValue ? Containers::Items
                                                                        : Containers::Anything;
        JsonScanner s = r.scanner();
        const RecordScan scan = scanRecord(s, p, containers);
        if (scan.outcome == RecordScan::Outcome::NeedMore) {
            auto more = r.refillAtPos();
            if (!more) {
                return std::unexpected(more.error());
            }
            if (*more) {
                continue;
            }
            r.advance(r.fill);
            return reject(QStringLiteral("the file ends inside this record (truncated)"));
        }
        if (scan.outcome == RecordScan::Outcome::Container) {
            if (!frame) {
                r.frames.append(scan.items ? Frame::TopAfterMember : Frame::TopMessageValue);
            } else { // the message holds the items
                r.frames.last() = Frame::TopAfterMember;
                r.frames.append(Frame::MessageAfterMember);
            }
            if (scan.items) {
                r.frames.append(Frame::ItemsFirst);
            }
            r.advance(r.indexOf(scan.valueAt) + (scan.items ? 1 : 0));
            continue;
        }
        if (scan.outcome == RecordScan::Outcome::Error) {
            const QString reason = QStringLiteral("malformed JSON: %1 at byte %2")
                                       .arg(QLatin1StringView(s.error()))
                                       .arg(r.base + r.indexOf(s.errorAt()));
            if (inItems) {
                auto skipped = r.skipElement();
                if (!skipped) {
                    return std::unexpected(skipped.error());
                }
                if (!*skipped) {
                    return std::unexpected(r.fatal(r.pos, reason));
                }
                r.frames.last() = Frame::ItemsNext;
                return reject(reason);
            }
            // JSON lines: on with the next line that starts an object (a broken envelope ends too).
            r.frames.clear();
            if (auto skipped = r.skipToNextObjectLine(r.indexOf(s.errorAt())); !skipped) {
                return std::unexpected(skipped.error());
            }
            return reject(reason);
        }

        // A complete object: a record.
        if (inItems) {
            r.frames.last() = Frame::ItemsNext;
        } else if (frame == Frame::TopMessageValue) {
            r.frames.last() = Frame::TopAfterMember;
        }
        const QByteArrayView json(p, scan.end);
        r.line += s.newlines(); // line feeds are only ever whitespace between tokens
        r.pos = r.indexOf(scan.end);
        if (scan.doiToken.isEmpty()) {
            return reject(QStringLiteral("the record has no DOI"));
        }
        QByteArray doi = lowerDoi(tokenText(scan.doiToken));
        if (doi.size() < 4) {
            return reject(
                QStringLiteral("the DOI '%1' breaks the table's CHECK (at least 4 bytes, lower-case)")
                    .arg(QString::fromUtf8(doi)));
        }
        if (scan.dateTimeToken.isEmpty()) {
            return reject(
                QStringLiteral("the record of %1 has no indexed.date-time").arg(QString::fromUtf8(doi)));
        }
        QByteArray indexed = tokenText(scan.dateTimeToken);
        const std::optional<qint64> micros = parseCrossrefDateTime(indexed);
        if (!micros) {
            return reject(QStringLiteral("the indexed.date-time '%1' of %2 is not a timestamp")
                              .arg(QString::fromUtf8(indexed), QString::fromUtf8(doi)));
        }
        ++m_items;
        record.doi = std::move(doi);
        record.indexed = std::move(indexed);
        record.indexedMicros = *micros;
        record.where = where;
        if (s.whitespace() > 0) {
            r.compacted = compactJson(json);
            record.json = r.compacted;
        } else {
            record.json = json;
        }
        return Step::Record;
    }
}

} // namespace Ei::Core
