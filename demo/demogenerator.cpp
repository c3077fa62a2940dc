// Row planning, PDFs, WARCs and HBase cells of the demo snapshot. The curator-facing JSON (match0,
// Crossref, grobid0:metadata) is built in demojson.cpp.
#include "demogenerator.h"

#include <algorithm>

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonObject>
#include <QLocale>
#include <QTimeZone>

#include <core/domain/pipelinerows.h>
#include <core/util/gzip.h>
#include <demo/compactjson.h>
#include <demo/demojson.h>
#include <demo/papergen.h>
#include <demo/paperlayout.h>
#include <demo/teiwriter.h>
#include <demo/warcwriter.h>

namespace Ei::Demo {
namespace {

using namespace Internal;

constexpr int kRecordsPerWarc = 20;
constexpr int kWarcsPerItem = 3;

QByteArray be64(qint64 v)
{
    QByteArray out(8, '\0');
    for (int i = 7; i >= 0; --i) {
        out[i] = char(v & 0xff);
        v >>= 8;
    }
    return out;
}

// Weighted draw for the rows not fixed by the mandatory list (roughly the real table's mix).
RowPlan drawPlan(DemoRandom &rng)
{
    RowPlan p;
    const int r = rng.range(1, 100);
    if (r <= 10) {
        p.state = RowState::Backfilled;
    } else if (r <= 16) {
        p.state = RowState::Error, p.errorCode = 400;
    } else if (r <= 18) {
        p.state = RowState::Error, p.errorCode = 409;
    } else if (r <= 21) {
        p.state = RowState::Error, p.errorCode = 500;
    } else if (r <= 22) {
        p.state = RowState::Error, p.errorCode = 503;
    } else if (r <= 25) {
        p.state = RowState::Oversize;
    } else if (r <= 29) {
        p.state = RowState::Unparseable;
    } else if (r <= 35) {
        p.state = RowState::Reprocess;
    } else {
        p.state = RowState::Processed;
        const int m = rng.range(1, 100);
        p.mstatus = m <= 20   ? QString()
                    : m <= 50 ? QStringLiteral("matched")
                    : m <= 68 ? QStringLiteral("confirmed")
                    : m <= 76 ? QStringLiteral("unmatched")
                    : m <= 83 ? QStringLiteral("ambiguous")
                    : m <= 90 ? QStringLiteral("rejected")
                              : QStringLiteral("needs-review");
        p.quality = rng.chance(25);
    }
    return p;
}

QList<RowPlan> planRows(const DemoOptions &options)
{
    QList<RowPlan> plans;
    auto add = [&](RowState s, int code = 0, const QString &m = {}) {
        RowPlan p;
        p.state = s;
        p.errorCode = code;
        p.mstatus = m;
        plans.append(p);
    };
    add(RowState::Backfilled);
    add(RowState::Error, 400);
    add(RowState::Error, 409);
    add(RowState::Error, 500);
    add(RowState::Error, 503);
    add(RowState::Oversize);
    add(RowState::Unparseable);
    add(RowState::Reprocess);
    for (const char *m : {"matched", "unmatched", "ambiguous", "confirmed", "rejected", "needs-review"}) {
        add(RowState::Processed, 0, QString::fromLatin1(m));
    }
    add(RowState::Processed, 0, QStringLiteral("confirmed"));
    plans.last().rotated = true;
    plans.last().quality = true;
    add(RowState::Processed);
    plans.last().keyMismatch = true;
    Q_ASSERT(plans.size() == kDemoMinRows);

    DemoRandom rng(options.seed);
    while (plans.size() < options.rows) {
        plans.append(drawPlan(rng));
    }
    // Fisher-Yates with our own generator: the mandatory rows land anywhere in the key space.
    for (qsizetype i = plans.size() - 1; i > 0; --i) {
        plans.swapItemsAt(i, rng.range(0, int(i)));
    }
    return plans;
}

QString isoZ(const QDateTime &t)
{
    return t.toString(Qt::ISODate);
}

QString surtOf(const QString &url)
{
    const qsizetype schemeEnd = url.indexOf(QStringLiteral("://"));
    const qsizetype pathStart = url.indexOf(QLatin1Char('/'), schemeEnd + 3);
    QString host = url.mid(schemeEnd + 3, pathStart - schemeEnd - 3).toLower();
    if (host.startsWith(QStringLiteral("www."))) {
        host = host.mid(4);
    }
    QStringList parts = host.split(QLatin1Char('.'));
    std::reverse(parts.begin(), parts.end());
    return parts.join(QLatin1Char(',')) + QLatin1Char(')') + url.mid(pathStart).toLower();
}

QString uuidFor(const QByteArray &seedText)
{
    QByteArray h = QCryptographicHash::hash(seedText, QCryptographicHash::Sha1).left(16);
    h[6] = char((h[6] & 0x0f) | 0x50); // name-based (v5-shaped) UUID, deterministic
    h[8] = char((h[8] & 0x3f) | 0x80);
    const QByteArray x = h.toHex();
    return QStringLiteral("<urn:uuid:%1-%2-%3-%4-%5>")
        .arg(QString::fromLatin1(x.mid(0, 8)), QString::fromLatin1(x.mid(8, 4)),
             QString::fromLatin1(x.mid(12, 4)), QString::fromLatin1(x.mid(16, 4)),
             QString::fromLatin1(x.mid(20, 12)));
}

QString hostFor(const Paper &paper)
{
    for (const Journal &j : demoJournals()) {
        if (j.name == paper.journal) {
            return j.host;
        }
    }
    return QStringLiteral("journals.example");
}

QString urlFor(DemoRandom &rng, const Paper &paper, int index)
{
    const QString host = hostFor(paper);
    const int id = 1000 + index * 13 % 9000;
    switch (rng.range(0, 3)) {
    case 0:
        return QStringLiteral("https://%1/index.php/journal/article/download/%2/%3")
            .arg(host)
            .arg(id)
            .arg(id + 4711);
    case 1:
        return QStringLiteral("http://%1/content/%2/%3/%4.full.pdf")
            .arg(host, paper.volume, paper.issue)
            .arg(paper.firstPage);
    case 2:
        // A raw IRI, as some crawls stored it: gives the JSON cells non-ASCII text to escape.
        return QStringLiteral("https://%1/publicaci\u00f3n/%2/art\u00edculo.pdf").arg(host).arg(id);
    default:
        return QStringLiteral("https://%1/articles/%2.pdf").arg(host).arg(id);
    }
}

struct BuiltRow
{
    RowPlan plan;
    int index = 0;
    Paper paper;
    PaperLayout layout;
    QByteArray pdf;
    QByteArray key;
    QByteArray httpBody; // as stored in the WARC (chunked or not)
    bool chunked = false;
    QString url;
    QDateTime capture;
    bool compactFc = false;
    bool cdxStrings = false;
    bool dWithZ = false;
    int dupes = 1;
    QString warcPath; // ITEM/FILE.warc.gz
    qint64 offset = 0;
    qint64 csize = 0;
};

BuiltRow buildRow(const DemoOptions &options, const RowPlan &plan, int index)
{
    BuiltRow row;
    row.plan = plan;
    row.index = index;
    DemoRandom rng(options.seed ^ (quint64(index + 1) * 0xD1B54A32D192ED03ull));
    PaperSpec spec;
    spec.usLetter = rng.chance(30);
    spec.year = rng.range(2008, 2018);
    spec.rotatedAppendix = plan.rotated;
    spec.ampersandInstitution = plan.state == RowState::Unparseable;
    spec.genericTitle = plan.mstatus == QLatin1StringView("ambiguous") || rng.chance(3);
    if (rng.chance(85) || !plan.mstatus.isEmpty()) {
        spec.doi = QStringLiteral("10.5555/demo.%1").arg(1000 + index);
    }
    const int targetPages = qMax(rng.range(1, 6), plan.rotated ? 3 : 1);
    // About 14 paragraphs fill a page; the front matter and references take most of one.
    spec.bodyParagraphs = qMax(1, targetPages * 14 - 11 - (plan.rotated ? 14 : 0));
    // Shrink until the article fits its target page count (layout is cheap: ~0.1 ms a page).
    for (;;) {
        DemoRandom attempt = rng;
        row.paper = generatePaper(attempt, spec);
        row.paper.lastPage = row.paper.firstPage + targetPages - 1;
        const QString created = QStringLiteral("D:%1%2%3120000Z")
                                    .arg(row.paper.year)
                                    .arg(row.paper.month, 2, 10, QLatin1Char('0'))
                                    .arg(row.paper.day, 2, 10, QLatin1Char('0'));
        row.layout = layoutPaper(row.paper, created);
        const int pages = int(row.layout.pages.size());
        if (pages <= targetPages || spec.bodyParagraphs <= 1) {
            rng = attempt;
            break;
        }
        spec.bodyParagraphs = qMax(1, spec.bodyParagraphs - 7 * (pages - targetPages) - 1);
    }
    row.paper.lastPage = row.paper.firstPage + int(row.layout.pages.size()) - 1;
    row.pdf = row.layout.pdf;

    row.capture = QDateTime(QDate(2018, 2, 5), QTime(0, 0), QTimeZone::UTC)
                      .addSecs(qint64(index) * 97 + rng.range(0, 60));
    row.url = urlFor(rng, row.paper, index);
    row.compactFc = rng.chance(50);
    row.cdxStrings = rng.chance(25);
    row.dWithZ = rng.chance(40);
    row.chunked = plan.keyMismatch || rng.chance(6);
    row.httpBody = row.chunked ? chunkedEncode(row.pdf, 4096) : row.pdf;
    // The mismatch row reproduces domain.md §1's caveat: its key (like a CDX digest) is the SHA-1 of
    // the payload as stored, still chunked, so it differs from the SHA-1 of the decoded PDF.
    row.key = plan.keyMismatch ? sha1Base32(row.httpBody) : sha1Base32(row.pdf);
    return row;
}

QByteArray httpHeaders(const BuiltRow &row)
{
    QByteArray h =
        "HTTP/1.1 200 OK\r\nDate: " +
        QLocale::c().toString(row.capture, QStringLiteral("ddd, dd MMM yyyy hh:mm:ss 'GMT'")).toLatin1() +
        "\r\nServer: Apache/2.4.29 (Ubuntu)\r\nContent-Type: application/pdf\r\n";
    if (row.chunked) {
        h += "Transfer-Encoding: chunked";
    } else {
        h += "Content-Length: " + QByteArray::number(row.pdf.size());
    }
    return h;
}

// Lays the rows into WARC files (kRecordsPerWarc per file, kWarcsPerItem files per item) and
// records where each row's gzip member is.
QList<DemoFile> writeWarcs(const DemoOptions &options, QList<BuiltRow> &rows, int *records)
{
    QList<DemoFile> files;
    *records = 0;
    for (qsizetype first = 0; first < rows.size(); first += kRecordsPerWarc) {
        const int fileNo = int(first / kRecordsPerWarc);
        const QDateTime start = rows[first].capture;
        const QString item = QStringLiteral("DEMO-JOURNAL-CRAWL-2018-02-%1-%2")
                                 .arg(start.toString(QStringLiteral("yyyyMMddhhmmss")))
                                 .arg(fileNo / kWarcsPerItem, 5, 10, QLatin1Char('0'));
        const QString name =
            QStringLiteral("DEMO-JOURNAL-CRAWL-2018-02-%1-%2~demo-crawler.example~8443.warc.gz")
                .arg(start.toString(QStringLiteral("yyyyMMddhhmmsszzz")))
                .arg(fileNo, 5, 10, QLatin1Char('0'));
        QByteArray bytes = Core::gzipEncode(
            warcInfoRecord(name, isoZ(start),
                           uuidFor("warcinfo " + QByteArray::number(options.seed) + ' ' + name.toUtf8())));
        ++*records;
        for (qsizetype i = first; i < qMin(first + kRecordsPerWarc, rows.size()); ++i) {
            BuiltRow &row = rows[i];
            WarcResponse r;
            r.targetUri = row.url;
            r.date = isoZ(row.capture);
            r.recordId = uuidFor("response " + QByteArray::number(options.seed) + ' ' + row.key);
            r.httpHeaders = httpHeaders(row);
            r.httpBody = row.httpBody;
            r.payloadDigest = row.plan.keyMismatch ? row.key : sha1Base32(row.pdf);
            const QByteArray member = Core::gzipEncode(warcResponseRecord(r));
            row.warcPath = item + QLatin1Char('/') + name;
            row.offset = bytes.size();
            row.csize = member.size();
            bytes += member;
            ++*records;
            if (i == 0) {
                // One revisit: the same PDF captured again a day later under a download URL.
                WarcResponse v = r;
                v.targetUri = row.url + QStringLiteral("?download=1");
                v.date = isoZ(row.capture.addDays(1));
                v.recordId = uuidFor("revisit " + QByteArray::number(options.seed) + ' ' + row.key);
                bytes += Core::gzipEncode(warcRevisitRecord(v, r.targetUri, r.date));
                row.dupes = 2;
                ++*records;
            }
        }
        files.append(DemoFile{QStringLiteral("warcs/") + item + QLatin1Char('/') + name, bytes});
    }
    return files;
}

QJsonValue intOrString(qint64 v, bool asString)
{
    return asString ? QJsonValue(QString::number(v)) : QJsonValue(v);
}

Core::Row cellsFor(const BuiltRow &b)
{
    Core::Row row;
    row.key = b.key;
    const qint64 backfillMs = b.capture.addDays(3).toMSecsSinceEpoch();
    const qint64 grobidMs = b.capture.addDays(30).toMSecsSinceEpoch();
    auto cell = [&](const char *column, qint64 ts, const QByteArray &value) {
        row.cells.append(Core::Cell{QByteArray(column), ts, value});
    };
    const QString fileName = b.warcPath.section(QLatin1Char('/'), 1);
    QString d = b.capture.toString(QStringLiteral("yyyy-MM-ddThh:mm:ss"));
    if (b.dWithZ) {
        d += QLatin1Char('Z');
    }
    const QJsonObject fc{{QStringLiteral("u"), b.url},
                         {QStringLiteral("d"), d},
                         {QStringLiteral("f"), fileName},
                         {QStringLiteral("o"), b.offset},
                         {QStringLiteral("c"), b.dupes}};
    cell("f:c", backfillMs, b.compactFc ? compactJson(fc) : Core::pythonJsonDumps(fc));
    const QJsonObject cdx{{QStringLiteral("surt"), surtOf(b.url)},
                          {QStringLiteral("url"), b.url},
                          {QStringLiteral("dt"), b.capture.toString(QStringLiteral("yyyyMMddhhmmss"))},
                          {QStringLiteral("warc"), b.warcPath},
                          {QStringLiteral("offset"), intOrString(b.offset, b.cdxStrings)},
                          {QStringLiteral("c_size"), intOrString(b.csize, b.cdxStrings)}};
    cell("file:cdx", backfillMs, Core::pythonJsonDumps(cdx));
    cell("file:mime", backfillMs, QByteArrayLiteral("application/pdf"));
    if (b.plan.state == RowState::Backfilled) {
        return row;
    }
    cell("file:size", grobidMs, be64(b.pdf.size()));

    TeiOptions tei;
    tei.when = b.capture.addDays(30).toString(QStringLiteral("yyyy-MM-ddThh:mm+0000"));
    tei.md5Hex =
        QString::fromLatin1(QCryptographicHash::hash(b.pdf, QCryptographicHash::Md5).toHex().toUpper());
    switch (b.plan.state) {
    case RowState::Backfilled:
        break;
    case RowState::Error:
        cell("grobid0:status_code", grobidMs, be64(b.plan.errorCode));
        cell("grobid0:status", grobidMs, grobidErrorStatus(b.plan.errorCode));
        break;
    case RowState::Oversize:
        cell("grobid0:status_code", grobidMs, be64(200));
        cell("grobid0:status", grobidMs, QByteArrayLiteral("{\"status\":\"oversize\"}"));
        break;
    case RowState::Unparseable:
        tei.rawAmpersand = true;
        cell("grobid0:status_code", grobidMs, be64(200));
        cell("grobid0:status", grobidMs,
             QByteArrayLiteral("{\"status\":\"fail\",\"reason\":\"GROBID 200 XML parse error\"}"));
        cell("grobid0:tei_xml", grobidMs, writeTei(b.paper, b.layout, tei));
        break;
    case RowState::Reprocess: {
        // An older run's cells stay until the pipeline overwrites them; only status_code is gone.
        tei.grobidVersion = QStringLiteral("0.7.2");
        const QByteArray xml = writeTei(b.paper, b.layout, tei);
        cell("grobid0:status", grobidMs, QByteArrayLiteral("{\"status\":\"success\"}"));
        cell("grobid0:tei_xml", grobidMs, xml);
        cell("grobid0:metadata", grobidMs, grobidMetadataJson(b.paper, tei));
        cell("grobid0:reprocess", grobidMs + 400LL * 86400000, reprocessJson(b.index, xml));
        break;
    }
    case RowState::Processed:
        cell("grobid0:status_code", grobidMs, be64(200));
        cell("grobid0:status", grobidMs, QByteArrayLiteral("{\"status\":\"success\"}"));
        cell("grobid0:tei_xml", grobidMs, writeTei(b.paper, b.layout, tei));
        cell("grobid0:metadata", grobidMs, grobidMetadataJson(b.paper, tei));
        if (b.plan.quality) {
            cell("grobid0:quality", grobidMs + 500LL * 86400000, qualityJson(b.index));
        }
        if (!b.plan.mstatus.isEmpty()) {
            const MatchCells m = matchCells(b.paper, b.plan.mstatus, b.index);
            const qint64 matchMs = grobidMs + 300LL * 86400000;
            if (!m.doi.isEmpty()) {
                cell("match0:doi", matchMs, m.doi.toUtf8());
            }
            cell("match0:minfo", matchMs, m.minfo);
            cell("match0:mstatus", matchMs, b.plan.mstatus.toUtf8());
        }
        break;
    }
    // HBase returns a row's cells sorted by column.
    std::sort(row.cells.begin(), row.cells.end(),
              [](const Core::Cell &a, const Core::Cell &c) { return a.column < c.column; });
    return row;
}

QString lifecycleOf(const RowPlan &p)
{
    switch (p.state) {
    case RowState::Backfilled:
        return Lifecycle::Backfilled;
    case RowState::Processed:
        return Lifecycle::Processed;
    case RowState::Error:
        return Lifecycle::GrobidError;
    case RowState::Oversize:
        return Lifecycle::Oversize;
    case RowState::Unparseable:
        return Lifecycle::UnparseableXml;
    case RowState::Reprocess:
        break;
    }
    return Lifecycle::ReprocessQueued;
}

} // namespace

QString demoTableName()
{
    return QStringLiteral("wbgrp-journal-extract-0-demo");
}

QString demoGeneratorVersion()
{
    return QStringLiteral("1");
}

Core::Result<DemoDataset> generateDemoDataset(const DemoOptions &options, const DemoProgress &progress)
{
    if (options.rows < kDemoMinRows || options.rows > 100000) {
        return fail(
            Core::ErrorKind::InvalidInput,
            QStringLiteral("The demo needs between %1 and 100000 rows (got %2) so that every lifecycle "
                           "state appears.")
                .arg(kDemoMinRows)
                .arg(options.rows));
    }
    const QList<RowPlan> plans = planRows(options);
    QList<BuiltRow> built;
    built.reserve(plans.size());
    for (int i = 0; i < plans.size(); ++i) {
        built.append(buildRow(options, plans[i], i));
        if (progress) {
            progress(i + 1, int(plans.size()));
        }
    }

    DemoDataset out;
    DemoSummary &s = out.summary;
    out.files = writeWarcs(options, built, &s.warcRecords);
    s.warcFiles = int(out.files.size());

    RowFacts facts;
    for (const BuiltRow &b : built) {
        out.rows.append(cellsFor(b));
        ++s.lifecycle[lifecycleOf(b.plan)];
        if (b.plan.state == RowState::Processed) {
            ++s.mstatus[b.plan.mstatus.isEmpty() ? QStringLiteral("(none)") : b.plan.mstatus];
        }
        if (b.plan.state == RowState::Error) {
            ++s.grobidErrors[b.plan.errorCode];
        }
        if (b.plan.keyMismatch) {
            s.mismatchKey = b.key;
        }
        ++s.pdfs;
        s.pdfBytes += b.pdf.size();
        // Crossref knows the printed DOI of processed rows, except where the story says otherwise.
        if (b.plan.state == RowState::Processed && !b.paper.doi.isEmpty()) {
            const QJsonObject record = crossrefRecord(b.paper, b.plan.mstatus, b.index);
            if (!record.isEmpty()) {
                facts.crossrefFor.insert(b.paper.doi, record);
            }
        }
    }
    std::sort(out.rows.begin(), out.rows.end(),
              [](const Core::Row &a, const Core::Row &b) { return a.key < b.key; });
    s.rows = int(out.rows.size());

    QByteArray rowsJsonl;
    for (const Core::Row &r : out.rows) {
        rowsJsonl += Core::encodeRowJson(r) + '\n';
    }
    const QByteArray crossref = crossrefJsonl(facts);
    s.crossrefRecords = int(crossref.count('\n'));
    out.files.prepend(DemoFile{QStringLiteral("crossref/records.jsonl"), crossref});
    out.files.prepend(DemoFile{QStringLiteral("rows.jsonl"), rowsJsonl});
    out.files.prepend(DemoFile{QStringLiteral("schema.json"), schemaJson(demoTableName())});
    out.files.prepend(
        DemoFile{QStringLiteral("manifest.json"),
                 manifestJson(demoTableName(), options.seed, options.rows, demoGeneratorVersion())});
    for (const DemoFile &f : out.files) {
        s.totalBytes += f.bytes.size();
    }
    return out;
}

} // namespace Ei::Demo
