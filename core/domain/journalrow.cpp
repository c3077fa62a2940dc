#include "journalrow.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <core/domain/cellcodec.h>

namespace Ei::Core {

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Core::JournalRow)
};

// Integers the pipeline wrote either as JSON numbers or as strings ("984263791").
std::optional<qint64> intField(const QJsonObject &o, QLatin1StringView name, QStringList &issues)
{
    const QJsonValue v = o.value(name);
    if (v.isUndefined() || v.isNull()) {
        return std::nullopt;
    }
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d == double(qint64(d))) {
            return v.toInteger();
        }
    } else if (v.isString()) {
        bool ok = false;
        const qint64 n = v.toString().trimmed().toLongLong(&ok);
        if (ok) {
            return n;
        }
    }
    issues.append(Tr::tr("%1 is not an integer").arg(name));
    return std::nullopt;
}

QString textField(const QJsonObject &o, QLatin1StringView name)
{
    const QJsonValue v = o.value(name);
    if (v.isString()) {
        return v.toString();
    }
    if (v.isDouble()) {
        return QString::number(v.toInteger());
    }
    return QString();
}

// Reads `count` ASCII digits at `pos`; -1 when any is not a digit. Hand-rolled because
// QDateTime::fromString (format strings, local time) costs ~100 us per call and decoding a list of
// rows calls it twice per row.
int digitsAt(QStringView s, qsizetype pos, qsizetype count)
{
    if (pos + count > s.size()) {
        return -1;
    }
    int n = 0;
    for (qsizetype i = pos; i < pos + count; ++i) {
        const char16_t c = s[i].unicode();
        if (c < u'0' || c > u'9') {
            return -1;
        }
        n = n * 10 + (c - u'0');
    }
    return n;
}

QDateTime utcDateTime(int y, int mo, int d, int h, int mi, int sec, int ms)
{
    const QDate date(y, mo, d);
    const QTime time(h, mi, sec, ms);
    if (!date.isValid() || !time.isValid()) {
        return QDateTime();
    }
    return QDateTime(date, time, QTimeZone::UTC);
}

// "2017-10-27T22:21:13", "...Z", "2017-10-27 22:21:13", fractions: Heritrix and the pipeline mean UTC.
QDateTime captureDateTime(const QString &text)
{
    QStringView t = QStringView(text).trimmed();
    if (t.endsWith(u'Z') || t.endsWith(u'z')) {
        t.chop(1);
    }
    if (t.size() < 19 || t[4] != u'-' || t[7] != u'-' || (t[10] != u'T' && t[10] != u' ') || t[13] != u':' ||
        t[16] != u':') {
        return QDateTime();
    }
    int ms = 0;
    if (t.size() > 19) {
        if (t[19] != u'.' || t.size() == 20) {
            return QDateTime();
        }
        const qsizetype fracLen = t.size() - 20;
        for (qsizetype i = 20; i < t.size(); ++i) {
            if (t[i].unicode() < u'0' || t[i].unicode() > u'9') {
                return QDateTime();
            }
        }
        const int frac = digitsAt(t, 20, qMin<qsizetype>(fracLen, 3));
        ms = fracLen >= 3 ? frac : (fracLen == 2 ? frac * 10 : frac * 100);
    }
    return utcDateTime(digitsAt(t, 0, 4), digitsAt(t, 5, 2), digitsAt(t, 8, 2), digitsAt(t, 11, 2),
                       digitsAt(t, 14, 2), digitsAt(t, 17, 2), ms);
}

QDateTime cdxDateTime(const QString &dt)
{
    // CDX timestamps may be shortened (2017 = the year only); pad like wayback does.
    if (dt.size() < 4 || dt.size() > 14 ||
        !std::ranges::all_of(dt, [](QChar c) { return c.unicode() >= u'0' && c.unicode() <= u'9'; })) {
        return QDateTime();
    }
    QString padded = dt;
    padded += QStringView(u"0101000000").right(14 - dt.size());
    const int y = digitsAt(padded, 0, 4);
    const int fields[5] = {digitsAt(padded, 4, 2), digitsAt(padded, 6, 2), digitsAt(padded, 8, 2),
                           digitsAt(padded, 10, 2), digitsAt(padded, 12, 2)};
    if (y < 0 || std::ranges::any_of(fields, [](int f) { return f < 0; })) {
        return QDateTime();
    }
    return utcDateTime(y, fields[0], fields[1], fields[2], fields[3], fields[4], 0);
}

std::optional<QJsonObject> jsonObject(const Cell *cell, JournalRow &row)
{
    QJsonParseError err{};
    const QJsonDocument doc = QJsonDocument::fromJson(cell->value, &err);
    if (err.error != QJsonParseError::NoError) {
        row.problems.append({cell->column,
                             Tr::tr("not valid JSON at byte %1 (%2)").arg(err.offset).arg(err.errorString()),
                             cell->value});
        return std::nullopt;
    }
    if (!doc.isObject()) {
        row.problems.append({cell->column, Tr::tr("a JSON object was expected"), cell->value});
        return std::nullopt;
    }
    return doc.object();
}

void noteIssues(JournalRow &row, const Cell *cell, const QStringList &issues)
{
    if (!issues.isEmpty()) {
        row.problems.append({cell->column, issues.join(QStringLiteral("; ")), cell->value});
    }
}

void decodeCapture(const Cell *cell, JournalRow &row)
{
    const auto o = jsonObject(cell, row);
    if (!o) {
        return;
    }
    QStringList issues;
    CaptureInfo c;
    c.url = textField(*o, QLatin1StringView("u"));
    c.datetimeText = textField(*o, QLatin1StringView("d"));
    c.datetime = captureDateTime(c.datetimeText);
    if (!c.datetimeText.isEmpty() && !c.datetime.isValid()) {
        issues.append(Tr::tr("d '%1' is not a date-time").arg(c.datetimeText));
    }
    c.warcFile = textField(*o, QLatin1StringView("f"));
    c.offset = intField(*o, QLatin1StringView("o"), issues);
    c.dupeCount = intField(*o, QLatin1StringView("c"), issues);
    if (c.url.isEmpty()) {
        issues.append(Tr::tr("the capture URL (u) is missing"));
    }
    noteIssues(row, cell, issues);
    row.capture = c;
}

void decodeCdx(const Cell *cell, JournalRow &row)
{
    const auto o = jsonObject(cell, row);
    if (!o) {
        return;
    }
    QStringList issues;
    CdxInfo c;
    c.surt = textField(*o, QLatin1StringView("surt"));
    c.url = textField(*o, QLatin1StringView("url"));
    c.dt = textField(*o, QLatin1StringView("dt"));
    c.datetime = cdxDateTime(c.dt);
    if (!c.dt.isEmpty() && !c.datetime.isValid()) {
        issues.append(Tr::tr("dt '%1' is not a YYYYMMDDhhmmss timestamp").arg(c.dt));
    }
    c.warc = textField(*o, QLatin1StringView("warc"));
    c.offset = intField(*o, QLatin1StringView("offset"), issues);
    c.compressedSize = intField(*o, QLatin1StringView("c_size"), issues);
    if (c.warc.isEmpty() || !c.offset || !c.compressedSize) {
        issues.append(Tr::tr("warc, offset and c_size are needed to fetch the PDF"));
    }
    noteIssues(row, cell, issues);
    row.cdx = c;
}

void decodeGrobid(const Row &in, JournalRow &row)
{
    GrobidInfo &g = row.grobid;
    if (const Cell *c = in.find("grobid0:status_code")) {
        g.statusCode = decodeInt64Be(c->value);
        if (!g.statusCode) {
            // Seen in hand-written rows: the code as text.
            bool ok = false;
            const qint64 n = c->value.trimmed().toLongLong(&ok);
            if (ok && c->value.size() < 8) {
                g.statusCode = n;
                row.problems.append(
                    {c->column, Tr::tr("stored as text, not an 8-byte big-endian integer"), c->value});
            } else {
                row.problems.append(
                    {c->column,
                     Tr::tr("an 8-byte big-endian integer was expected, the cell has %1 bytes")
                         .arg(c->value.size()),
                     c->value});
            }
        }
    }
    if (const Cell *c = in.find("grobid0:status")) {
        if (const auto o = jsonObject(c, row)) {
            g.statusJson = *o;
            g.status = textField(*o, QLatin1StringView("status"));
            g.description = textField(*o, QLatin1StringView("description"));
            if (g.description.isEmpty()) {
                g.description = textField(*o, QLatin1StringView("reason"));
            }
        }
    }
    if (const Cell *c = in.find("grobid0:tei_xml")) {
        g.tei = c->value;
        g.hasTei = true;
    }
    if (const Cell *c = in.find("grobid0:metadata")) {
        g.metadata = jsonObject(c, row);
    }
    if (const Cell *c = in.find("grobid0:tei_json")) {
        g.hasTeiJson = true;
        if (const auto o = jsonObject(c, row)) {
            g.version = textField(*o, QLatin1StringView("grobid_version"));
            if (!g.metadata) {
                QJsonObject header = *o;
                header.remove(QStringLiteral("body"));
                header.remove(QStringLiteral("annex"));
                g.metadata = header;
            }
        }
    }
    if (g.version.isEmpty() && g.metadata) {
        g.version = textField(*g.metadata, QLatin1StringView("grobid_version"));
    }
}

void decodeMatch(const Row &in, JournalRow &row, const Profile *profile)
{
    const Cell *ms = in.find("match0:mstatus");
    const Cell *doi = in.find("match0:doi");
    const Cell *minfo = in.find("match0:minfo");
    if (!ms && !doi && !minfo) {
        return;
    }
    MatchInfo m;
    if (ms) {
        m.mstatus = QString::fromUtf8(ms->value).trimmed();
        if (profile && !profile->mstatusVocabulary.isEmpty() &&
            !profile->mstatusVocabulary.contains(m.mstatus)) {
            m.mstatusKnown = false;
            row.problems.append({ms->column,
                                 Tr::tr("'%1' is not in the profile's vocabulary (%2)")
                                     .arg(m.mstatus, profile->mstatusVocabulary.join(QStringLiteral(", "))),
                                 ms->value});
        }
    }
    if (doi) {
        m.doi = QString::fromUtf8(doi->value).trimmed();
    }
    if (minfo) {
        m.minfoRaw = minfo->value;
        if (const auto o = jsonObject(minfo, row)) {
            QStringList issues;
            m.rev = int(intField(*o, QLatin1StringView("rev"), issues).value_or(0));
            m.updated = textField(*o, QLatin1StringView("updated"));
            m.by = textField(*o, QLatin1StringView("by"));
            m.note = textField(*o, QLatin1StringView("note"));
            m.verdict = o->value(QLatin1StringView("verdict")).toObject();
            const QJsonArray history = o->value(QLatin1StringView("history")).toArray();
            for (const QJsonValue &hv : history) {
                const QJsonObject h = hv.toObject();
                MatchHistoryEntry e;
                e.rev = int(intField(h, QLatin1StringView("rev"), issues).value_or(0));
                e.at = textField(h, QLatin1StringView("at"));
                e.by = textField(h, QLatin1StringView("by"));
                e.mstatus = textField(h, QLatin1StringView("mstatus"));
                e.doi = textField(h, QLatin1StringView("doi"));
                e.note = textField(h, QLatin1StringView("note"));
                m.history.append(e);
            }
            noteIssues(row, minfo, issues);
        }
    }
    row.match = m;
}

void decodeQuality(const Cell *cell, JournalRow &row)
{
    QualityInfo q;
    q.raw = cell->value;
    const QByteArray t = cell->value.trimmed();
    if (!t.startsWith('{')) {
        q.quality = QString::fromUtf8(t);
        q.bareWord = true;
    } else if (const auto o = jsonObject(cell, row)) {
        QStringList issues;
        q.quality = textField(*o, QLatin1StringView("quality"));
        q.rev = int(intField(*o, QLatin1StringView("rev"), issues).value_or(0));
        q.by = textField(*o, QLatin1StringView("by"));
        q.at = textField(*o, QLatin1StringView("at"));
        q.note = textField(*o, QLatin1StringView("note"));
        noteIssues(row, cell, issues);
    } else {
        return;
    }
    row.quality = q;
}

void decodeReprocess(const Cell *cell, JournalRow &row)
{
    if (const auto o = jsonObject(cell, row)) {
        ReprocessInfo r;
        r.raw = cell->value;
        r.requested = textField(*o, QLatin1StringView("requested"));
        r.by = textField(*o, QLatin1StringView("by"));
        r.reason = textField(*o, QLatin1StringView("reason"));
        r.previous = o->value(QLatin1StringView("previous")).toObject();
        row.reprocess = r;
    }
}

void classify(const Row &in, JournalRow &row)
{
    const QList<QByteArray> backfill{"f:c", "file:mime", "file:cdx"};
    QList<QByteArray> missingBackfill;
    for (const QByteArray &c : backfill) {
        if (!in.find(c)) {
            missingBackfill.append(c);
        }
    }
    const GrobidInfo &g = row.grobid;
    const bool hasStatusCode = in.find("grobid0:status_code") != nullptr;
    if (!hasStatusCode) {
        row.missing = missingBackfill;
        if (row.reprocess) {
            row.state = Lifecycle::QueuedForReprocessing;
        } else {
            row.state = missingBackfill.isEmpty() ? Lifecycle::Backfilled : Lifecycle::Incomplete;
        }
        if (row.state != Lifecycle::Incomplete || missingBackfill.size() < 3) {
            row.missing.append("grobid0:status_code");
        }
        return;
    }
    row.missing = missingBackfill;
    if (row.reprocess) {
        row.notes.append(Tr::tr("reprocessing was requested but grobid0:status_code is still present, so "
                                "the pipeline will not pick the row up"));
    }
    const QString status = g.status.toLower();
    if (status == QLatin1StringView("oversize")) {
        row.state = Lifecycle::Oversize;
    } else if (status == QLatin1StringView("fail")) {
        row.state = Lifecycle::UnparseableXml;
        if (!in.find("grobid0:status")) {
            row.missing.append("grobid0:status");
        }
    } else if (status == QLatin1StringView("error") || (g.statusCode && *g.statusCode != 200)) {
        row.state = Lifecycle::GrobidError;
        if (!in.find("grobid0:status")) {
            row.missing.append("grobid0:status");
        }
    } else {
        row.state = Lifecycle::Processed;
        for (const char *c : {"grobid0:status", "grobid0:tei_xml", "file:size"}) {
            if (!in.find(c)) {
                row.missing.append(c);
            }
        }
    }
}

QJsonValue optionalInt(const std::optional<qint64> &v)
{
    return v ? QJsonValue(*v) : QJsonValue(QJsonValue::Null);
}

QString isoUtc(const QDateTime &dt)
{
    return dt.isValid() ? dt.toString(Qt::ISODate) : QString();
}

} // namespace

QString CdxInfo::warcItem() const
{
    const qsizetype slash = warc.indexOf(u'/');
    return slash < 0 ? QString() : warc.left(slash);
}

QString CdxInfo::warcFileName() const
{
    const qsizetype slash = warc.lastIndexOf(u'/');
    return slash < 0 ? warc : warc.mid(slash + 1);
}

QString lifecycleId(Lifecycle state)
{
    switch (state) {
    case Lifecycle::Incomplete:
        return QStringLiteral("incomplete");
    case Lifecycle::Backfilled:
        return QStringLiteral("backfilled");
    case Lifecycle::Processed:
        return QStringLiteral("processed");
    case Lifecycle::GrobidError:
        return QStringLiteral("grobid-error");
    case Lifecycle::Oversize:
        return QStringLiteral("oversize");
    case Lifecycle::UnparseableXml:
        return QStringLiteral("unparseable-xml");
    case Lifecycle::QueuedForReprocessing:
        return QStringLiteral("queued-for-reprocessing");
    }
    return QString();
}

JournalRow decodeJournalRow(const Row &in, const Profile *profile)
{
    JournalRow row;
    row.key = in.key;
    // Every journal-extract key is a digest; any stored spelling is accepted (a --key-format
    // override or a mixed table must not hide it), raw 20-byte keys included.
    row.sha1 = sha1FromRowKey(in.key, profile ? profile->keyFormat : KeyFormat::Sha1B32Prefixed);
    if (!row.sha1) {
        row.sha1 =
            sha1FromRowKey(in.key, in.key.size() == Sha1::kSize ? KeyFormat::Raw20 : KeyFormat::Sha1Hex);
    }
    if (!row.sha1) {
        row.problems.append({QByteArray(), Tr::tr("the row key is not a SHA-1"), in.key});
    }
    if (const Cell *c = in.find("f:c")) {
        decodeCapture(c, row);
    }
    if (const Cell *c = in.find("file:cdx")) {
        decodeCdx(c, row);
    }
    if (const Cell *c = in.find("file:mime")) {
        row.hasMime = true;
        row.mime = QString::fromUtf8(c->value).trimmed();
        if (!QUtf8StringView(c->value).isValidUtf8()) {
            row.problems.append({c->column, Tr::tr("not valid UTF-8 text"), c->value});
        }
    }
    if (const Cell *c = in.find("file:size")) {
        row.size = decodeInt64Be(c->value);
        if (!row.size) {
            row.problems.append({c->column,
                                 Tr::tr("an 8-byte big-endian integer was expected, the cell has %1 bytes")
                                     .arg(c->value.size()),
                                 c->value});
        }
    }
    if (const Cell *c = in.find("file:meta")) {
        row.fileMeta = jsonObject(c, row);
    }
    decodeGrobid(in, row);
    decodeMatch(in, row, profile);
    if (const Cell *c = in.find("grobid0:quality")) {
        decodeQuality(c, row);
    }
    if (const Cell *c = in.find("grobid0:reprocess")) {
        decodeReprocess(c, row);
    }
    classify(in, row);
    return row;
}

QJsonObject toJson(const JournalRow &row, Sha1Display display)
{
    QJsonObject o;
    o.insert(QStringLiteral("key"), row.sha1 ? QString::fromLatin1(row.sha1->toDisplay(display))
                                             : displayRowKey(row.key, KeyFormat::Utf8, display));
    if (row.sha1) {
        o.insert(QStringLiteral("sha1hex"), QString::fromLatin1(row.sha1->toHex()));
    }
    o.insert(QStringLiteral("state"), lifecycleId(row.state));
    QJsonArray missing;
    for (const QByteArray &m : row.missing) {
        missing.append(QString::fromUtf8(m));
    }
    o.insert(QStringLiteral("missing"), missing);
    if (row.capture) {
        const CaptureInfo &c = *row.capture;
        o.insert(QStringLiteral("capture"),
                 QJsonObject{{QStringLiteral("url"), c.url},
                             {QStringLiteral("datetime"), c.datetimeText},
                             {QStringLiteral("datetime_utc"), isoUtc(c.datetime)},
                             {QStringLiteral("warc_file"), c.warcFile},
                             {QStringLiteral("offset"), optionalInt(c.offset)},
                             {QStringLiteral("dupe_count"), optionalInt(c.dupeCount)}});
    }
    if (row.cdx) {
        const CdxInfo &c = *row.cdx;
        o.insert(QStringLiteral("cdx"),
                 QJsonObject{{QStringLiteral("surt"), c.surt},
                             {QStringLiteral("url"), c.url},
                             {QStringLiteral("dt"), c.dt},
                             {QStringLiteral("datetime_utc"), isoUtc(c.datetime)},
                             {QStringLiteral("warc"), c.warc},
                             {QStringLiteral("offset"), optionalInt(c.offset)},
                             {QStringLiteral("c_size"), optionalInt(c.compressedSize)}});
    }
    if (row.hasMime) {
        o.insert(QStringLiteral("mime"), row.mime);
    }
    if (row.size) {
        o.insert(QStringLiteral("size"), *row.size);
    }
    if (row.fileMeta) {
        o.insert(QStringLiteral("file_meta"), *row.fileMeta);
    }
    const GrobidInfo &g = row.grobid;
    QJsonObject grobid;
    if (g.statusCode) {
        grobid.insert(QStringLiteral("status_code"), *g.statusCode);
    }
    if (!g.statusJson.isEmpty()) {
        grobid.insert(QStringLiteral("status"), g.statusJson);
    }
    if (!g.version.isEmpty()) {
        grobid.insert(QStringLiteral("version"), g.version);
    }
    if (g.hasTei) {
        grobid.insert(QStringLiteral("tei_size"), qint64(g.tei.size()));
    }
    if (g.metadata) {
        grobid.insert(QStringLiteral("metadata"), *g.metadata);
    }
    if (!grobid.isEmpty()) {
        o.insert(QStringLiteral("grobid"), grobid);
    }
    if (row.match) {
        const MatchInfo &m = *row.match;
        QJsonArray history;
        for (const MatchHistoryEntry &h : m.history) {
            history.append(QJsonObject{{QStringLiteral("rev"), h.rev},
                                       {QStringLiteral("at"), h.at},
                                       {QStringLiteral("by"), h.by},
                                       {QStringLiteral("mstatus"), h.mstatus},
                                       {QStringLiteral("doi"), h.doi},
                                       {QStringLiteral("note"), h.note}});
        }
        o.insert(QStringLiteral("match"), QJsonObject{{QStringLiteral("mstatus"), m.mstatus},
                                                      {QStringLiteral("doi"), m.doi},
                                                      {QStringLiteral("rev"), m.rev},
                                                      {QStringLiteral("updated"), m.updated},
                                                      {QStringLiteral("by"), m.by},
                                                      {QStringLiteral("note"), m.note},
                                                      {QStringLiteral("verdict"), m.verdict},
                                                      {QStringLiteral("history"), history}});
    }
    if (row.quality) {
        const QualityInfo &q = *row.quality;
        o.insert(QStringLiteral("quality"), QJsonObject{{QStringLiteral("quality"), q.quality},
                                                        {QStringLiteral("rev"), q.rev},
                                                        {QStringLiteral("by"), q.by},
                                                        {QStringLiteral("at"), q.at},
                                                        {QStringLiteral("note"), q.note}});
    }
    if (row.reprocess) {
        const ReprocessInfo &r = *row.reprocess;
        o.insert(QStringLiteral("reprocess"), QJsonObject{{QStringLiteral("requested"), r.requested},
                                                          {QStringLiteral("by"), r.by},
                                                          {QStringLiteral("reason"), r.reason},
                                                          {QStringLiteral("previous"), r.previous}});
    }
    if (!row.problems.isEmpty()) {
        QJsonArray problems;
        for (const CellProblem &p : row.problems) {
            problems.append(QJsonObject{{QStringLiteral("column"), QString::fromUtf8(p.column)},
                                        {QStringLiteral("reason"), p.reason},
                                        {QStringLiteral("hex"), QString::fromLatin1(p.raw.toHex())}});
        }
        o.insert(QStringLiteral("problems"), problems);
    }
    if (!row.notes.isEmpty()) {
        o.insert(QStringLiteral("notes"), QJsonArray::fromStringList(row.notes));
    }
    return o;
}

Result<QByteArray> ungrobidedLine(const Row &row)
{
    QByteArray line = row.key;
    for (const char *column : {"f:c", "file:mime", "file:cdx"}) {
        const Cell *c = row.find(column);
        if (!c) {
            return fail(
                ErrorKind::InvalidInput,
                Tr::tr("row %1 has no %2 cell, so it cannot be queued for GROBID")
                    .arg(displayRowKey(row.key, KeyFormat::Sha1B32Prefixed, Sha1Display::Base32Prefixed),
                         QLatin1StringView(column)));
        }
        if (c->value.contains('\t') || c->value.contains('\n') || c->value.contains('\r')) {
            return fail(
                ErrorKind::InvalidInput,
                Tr::tr("row %1's %2 cell contains a tab or line break, which the queue format cannot "
                       "carry")
                    .arg(displayRowKey(row.key, KeyFormat::Sha1B32Prefixed, Sha1Display::Base32Prefixed),
                         QLatin1StringView(column)));
        }
        line += '\t';
        line += c->value;
    }
    if (row.key.contains('\t') || row.key.contains('\n')) {
        return fail(ErrorKind::InvalidInput, Tr::tr("the row key contains a tab or line break"));
    }
    return line;
}

} // namespace Ei::Core
