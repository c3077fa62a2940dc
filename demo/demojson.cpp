#include "demojson.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTimeZone>

#include <core/domain/pipelinerows.h>
#include <demo/compactjson.h>
#include <demo/papergen.h>

namespace Ei::Demo::Internal {
namespace {

const QStringList &curators()
{
    static const QStringList l = {QStringLiteral("ana.costa"), QStringLiteral("bjorn.larsson"),
                                  QStringLiteral("k.tanaka"), QStringLiteral("m.okafor")};
    return l;
}

QString curatorFor(int index)
{
    return curators()[index % curators().size()];
}

// Curator activity is spread over 2019 in row order, one edit a few hours apart.
QString editTime(int index, int step)
{
    const QDateTime base(QDate(2019, 4, 1), QTime(9, 0), QTimeZone::UTC);
    return base.addSecs(qint64(index) * 3 * 3600 + qint64(step) * 2 * 86400 + (index * 37 % 3600))
        .toString(Qt::ISODate);
}

QJsonObject historyEntry(int rev, const QString &at, const QString &by, const QString &mstatus,
                         const QString &doi, const QString &note)
{
    return QJsonObject{{QStringLiteral("rev"), rev},
                       {QStringLiteral("at"), at},
                       {QStringLiteral("by"), by},
                       {QStringLiteral("mstatus"), mstatus},
                       {QStringLiteral("doi"), doi.isEmpty() ? QJsonValue() : QJsonValue(doi)},
                       {QStringLiteral("note"), note}};
}

QJsonObject verdict(const QString &v, const QStringList &reasons, const QString &doi, const QString &at)
{
    return QJsonObject{{QStringLiteral("verdict"), v},
                       {QStringLiteral("reasons"), QJsonArray::fromStringList(reasons)},
                       {QStringLiteral("doi"), doi.isEmpty() ? QJsonValue() : QJsonValue(doi)},
                       {QStringLiteral("source"), QStringLiteral("crossref")},
                       {QStringLiteral("at"), at}};
}

QJsonArray personsJson(const QList<Person> &people)
{
    QJsonArray out;
    for (const Person &p : people) {
        out.append(QJsonObject{{QStringLiteral("name"), p.fullName()},
                               {QStringLiteral("given_name"), p.given},
                               {QStringLiteral("surname"), p.family}});
    }
    return out;
}

QString abstractText(const Paper &paper)
{
    QStringList s;
    for (const Sentence &x : paper.abstract.sentences) {
        s.append(x.plainText());
    }
    return s.join(QLatin1Char(' '));
}

} // namespace

QByteArray grobidErrorStatus(int code)
{
    QString description;
    switch (code) {
    case 400:
        description = QStringLiteral("[BAD_INPUT_DATA] PDF to XML conversion failed with error code: 1");
        break;
    case 409:
        description = QStringLiteral("[CONFLICT] the document is already being processed");
        break;
    case 503:
        description = QStringLiteral("[NO_AVAILABLE_THREAD] service overloaded, retry later");
        break;
    default:
        description =
            QStringLiteral("[PDFALTO_CONVERSION_FAILURE] PDF to XML conversion failed with error code: 1");
        break;
    }
    return compactJson(QJsonObject{{QStringLiteral("status"), QStringLiteral("error")},
                                   {QStringLiteral("description"), description}});
}

QByteArray grobidMetadataJson(const Paper &paper, const TeiOptions &tei)
{
    QJsonArray citations;
    for (int i = 0; i < paper.references.size(); ++i) {
        const Reference &r = paper.references[i];
        citations.append(QJsonObject{
            {QStringLiteral("authors"), personsJson(r.authors)},
            {QStringLiteral("date"), QString::number(r.year)},
            {QStringLiteral("id"), QStringLiteral("b%1").arg(i)},
            {QStringLiteral("index"), i},
            {QStringLiteral("issue"), r.issue.isEmpty() ? QJsonValue() : QJsonValue(r.issue)},
            {QStringLiteral("journal"), r.journal},
            {QStringLiteral("publisher"), QJsonValue()},
            {QStringLiteral("title"), r.title},
            {QStringLiteral("url"), QJsonValue()},
            {QStringLiteral("volume"), r.volume},
        });
    }
    const QJsonObject journal{
        {QStringLiteral("name"), paper.journal},        {QStringLiteral("eissn"), QJsonValue()},
        {QStringLiteral("issn"), paper.issn},           {QStringLiteral("issue"), paper.issue},
        {QStringLiteral("publisher"), paper.publisher}, {QStringLiteral("volume"), paper.volume}};
    const QJsonObject meta{
        {QStringLiteral("title"), paper.title},
        {QStringLiteral("authors"), personsJson(paper.authors)},
        {QStringLiteral("journal"), journal},
        {QStringLiteral("date"), QStringLiteral("%1-%2-%3")
                                     .arg(paper.year)
                                     .arg(paper.month, 2, 10, QLatin1Char('0'))
                                     .arg(paper.day, 2, 10, QLatin1Char('0'))},
        {QStringLiteral("doi"), paper.doi.isEmpty() ? QJsonValue() : QJsonValue(paper.doi)},
        {QStringLiteral("citations"), citations},
        {QStringLiteral("abstract"), abstractText(paper)},
        {QStringLiteral("acknowledgement"), QJsonValue()},
        {QStringLiteral("annex"), QJsonValue()},
        {QStringLiteral("fatcat_release"), QJsonValue()},
        {QStringLiteral("grobid_timestamp"), tei.when},
        {QStringLiteral("grobid_version"), tei.grobidVersion},
    };
    return Core::pythonJsonDumps(meta);
}

QByteArray reprocessJson(int index, const QByteArray &previousTei)
{
    const QJsonObject previous{
        {QStringLiteral("status_code"), 200},
        {QStringLiteral("grobid_version"), QStringLiteral("0.7.2")},
        {QStringLiteral("tei_sha1"),
         QString::fromLatin1(QCryptographicHash::hash(previousTei, QCryptographicHash::Sha1).toHex())}};
    return compactJson(
        QJsonObject{{QStringLiteral("requested"), editTime(index, 200)},
                    {QStringLiteral("by"), curatorFor(index)},
                    {QStringLiteral("reason"), QStringLiteral("re-run with GROBID 0.8.1 for coordinates")},
                    {QStringLiteral("previous"), previous}});
}

QByteArray qualityJson(int index)
{
    static const QStringList verdicts = {QStringLiteral("good"), QStringLiteral("good"),
                                         QStringLiteral("marginal"), QStringLiteral("bad")};
    static const QStringList notes = {QString(), QStringLiteral("Header and references look right."),
                                      QStringLiteral("Two references merged into one."),
                                      QStringLiteral("Title taken from the running header.")};
    const int k = index % 4;
    return compactJson(QJsonObject{{QStringLiteral("quality"), verdicts[k]},
                                   {QStringLiteral("rev"), 1},
                                   {QStringLiteral("by"), curatorFor(index + 1)},
                                   {QStringLiteral("at"), editTime(index, 150)},
                                   {QStringLiteral("note"), notes[k]}});
}

MatchCells matchCells(const Paper &paper, const QString &mstatus, int index)
{
    const QString bot = QStringLiteral("matcher");
    const QString curator = curatorFor(index);
    const QString doi = paper.doi;
    QJsonArray history;
    QJsonObject v;
    QString by = bot;
    QString note;
    QString cellDoi = doi;
    const QString t0 = editTime(index, 0);
    const QString t1 = editTime(index, 1);
    if (mstatus == QLatin1StringView("matched")) {
        v = verdict(index % 2 ? QStringLiteral("strong") : QStringLiteral("exact"),
                    {QStringLiteral("title-equal"), QStringLiteral("authors-overlap"),
                     QStringLiteral("year-equal"), QStringLiteral("doi-equal")},
                    doi, t0);
        history.append(historyEntry(1, t0, bot, mstatus, doi, QString()));
    } else if (mstatus == QLatin1StringView("confirmed")) {
        v = verdict(QStringLiteral("exact"),
                    {QStringLiteral("title-equal"), QStringLiteral("authors-equal"),
                     QStringLiteral("year-equal"), QStringLiteral("doi-equal")},
                    doi, t0);
        by = curator;
        note = QStringLiteral("Checked against the publisher's landing page.");
        history.append(historyEntry(1, t0, bot, QStringLiteral("matched"), doi, QString()));
        history.append(historyEntry(2, t1, curator, mstatus, doi, note));
    } else if (mstatus == QLatin1StringView("rejected")) {
        v = verdict(QStringLiteral("different"),
                    {QStringLiteral("title-different"), QStringLiteral("authors-different")}, doi, t0);
        by = curator;
        note = QStringLiteral("Crossref has a different article under this DOI.");
        history.append(historyEntry(1, t0, bot, QStringLiteral("matched"), doi, QString()));
        history.append(historyEntry(2, t1, curator, mstatus, doi, note));
    } else if (mstatus == QLatin1StringView("needs-review")) {
        v = verdict(QStringLiteral("weak"),
                    {QStringLiteral("title-equal"), QStringLiteral("authors-overlap"),
                     QStringLiteral("year-different")},
                    doi, t0);
        note = QStringLiteral("Publication year differs from Crossref.");
        history.append(historyEntry(1, t0, bot, mstatus, doi, note));
    } else if (mstatus == QLatin1StringView("ambiguous")) {
        v = verdict(QStringLiteral("ambiguous"),
                    {QStringLiteral("generic-title"), QStringLiteral("multiple-candidates")}, doi, t0);
        v.insert(QStringLiteral("candidates"),
                 QJsonArray{doi, QStringLiteral("10.5555/demo.%1").arg(90000 + index)});
        history.append(historyEntry(1, t0, bot, mstatus, doi, QString()));
    } else { // unmatched: Crossref does not know the printed DOI
        cellDoi.clear();
        v = verdict(QStringLiteral("different"), {QStringLiteral("doi-not-found")}, doi, t0);
        note = QStringLiteral("No Crossref record for the printed DOI.");
        history.append(historyEntry(1, t0, bot, mstatus, QString(), note));
    }
    const QJsonObject minfo{{QStringLiteral("rev"), history.size()},
                            {QStringLiteral("updated"), history.size() > 1 ? t1 : t0},
                            {QStringLiteral("by"), by},
                            {QStringLiteral("note"), note},
                            {QStringLiteral("verdict"), v},
                            {QStringLiteral("history"), history}};
    return MatchCells{cellDoi, compactJson(minfo)};
}

QJsonObject crossrefRecord(const Paper &paper, const QString &mstatus, int index)
{
    if (mstatus == QLatin1StringView("unmatched")) {
        return {};
    }
    QString title = paper.title;
    QList<Person> authors = paper.authors;
    int year = paper.year;
    if (mstatus == QLatin1StringView("rejected")) {
        DemoRandom rng(quint64(index) * 7919 + 17);
        title = generateTitle(rng);
        authors = {generatePerson(rng), generatePerson(rng)};
    } else if (mstatus == QLatin1StringView("needs-review")) {
        year += 1;
    } else if (mstatus == QLatin1StringView("ambiguous")) {
        authors.clear(); // editorials and the like often carry no authors in Crossref
    }
    QJsonArray author;
    for (int i = 0; i < authors.size(); ++i) {
        author.append(QJsonObject{
            {QStringLiteral("given"), authors[i].given},
            {QStringLiteral("family"), authors[i].family},
            {QStringLiteral("sequence"), i == 0 ? QStringLiteral("first") : QStringLiteral("additional")},
            {QStringLiteral("affiliation"), QJsonArray()}});
    }
    const QJsonArray dateParts{QJsonArray{year, paper.month, paper.day}};
    QJsonObject r{
        {QStringLiteral("DOI"), paper.doi},
        {QStringLiteral("type"), QStringLiteral("journal-article")},
        {QStringLiteral("title"), QJsonArray{title}},
        {QStringLiteral("author"), author},
        {QStringLiteral("issued"), QJsonObject{{QStringLiteral("date-parts"), dateParts}}},
        {QStringLiteral("published-print"), QJsonObject{{QStringLiteral("date-parts"), dateParts}}},
        {QStringLiteral("container-title"), QJsonArray{paper.journal}},
        {QStringLiteral("short-container-title"), QJsonArray{paper.journalAbbrev}},
        {QStringLiteral("ISSN"), QJsonArray{paper.issn}},
        {QStringLiteral("volume"), paper.volume},
        {QStringLiteral("publisher"), paper.publisher},
        {QStringLiteral("prefix"), QStringLiteral("10.5555")},
        {QStringLiteral("member"), QStringLiteral("7822")},
        {QStringLiteral("source"), QStringLiteral("Crossref")},
        {QStringLiteral("reference-count"), paper.references.size()},
        {QStringLiteral("URL"), QString(QStringLiteral("https://doi.org/") + paper.doi)},
    };
    // When Crossref last indexed the record, as every record of its API and dumps carries it
    // (crossref-load takes the pipeline's `indexed` column from here).
    const QDateTime indexed =
        QDateTime(QDate(2019, 3, 1), QTime(0, 0), QTimeZone::UTC).addSecs(qint64(index) * 61);
    r.insert(QStringLiteral("indexed"),
             QJsonObject{{QStringLiteral("date-parts"),
                          QJsonArray{QJsonArray{indexed.date().year(), indexed.date().month(),
                                                indexed.date().day()}}},
                         {QStringLiteral("date-time"), indexed.toString(Qt::ISODate)},
                         {QStringLiteral("timestamp"), indexed.toMSecsSinceEpoch()}});
    // Some records lack issue and page, as many real ones do.
    if (index % 3 != 0) {
        r.insert(QStringLiteral("issue"), paper.issue);
        r.insert(QStringLiteral("page"), QStringLiteral("%1-%2").arg(paper.firstPage).arg(paper.lastPage));
    }
    return r;
}

QByteArray crossrefJsonl(const RowFacts &facts)
{
    QByteArray out;
    for (auto it = facts.crossrefFor.begin(); it != facts.crossrefFor.end(); ++it) {
        const QString indexed = it.value()
                                    .value(QLatin1StringView("indexed"))
                                    .toObject()
                                    .value(QLatin1StringView("date-time"))
                                    .toString();
        out += compactJson(QJsonObject{{QStringLiteral("doi"), it.key().toLower()},
                                       {QStringLiteral("indexed"), indexed},
                                       {QStringLiteral("record"), it.value()}}) +
               '\n';
    }
    return out;
}

QByteArray schemaJson(const QString &table)
{
    auto family = [](const char *name, bool snappy) {
        QJsonObject f{
            {QStringLiteral("name"), QString::fromLatin1(name)},
            {QStringLiteral("VERSIONS"), QStringLiteral("1")},
            {QStringLiteral("BLOOMFILTER"), QStringLiteral("ROW")},
            {QStringLiteral("BLOCKCACHE"), QStringLiteral("true")},
            {QStringLiteral("IN_MEMORY"), QStringLiteral("false")},
            {QStringLiteral("TTL"), QStringLiteral("2147483647")},
            {QStringLiteral("BLOCKSIZE"), QStringLiteral("65536")},
            {QStringLiteral("COMPRESSION"), snappy ? QStringLiteral("SNAPPY") : QStringLiteral("NONE")}};
        return f;
    };
    const QJsonObject schema{
        {QStringLiteral("name"), table},
        {QStringLiteral("IS_META"), QStringLiteral("false")},
        {QStringLiteral("READONLY"), QStringLiteral("false")},
        {QStringLiteral("ColumnSchema"), QJsonArray{family("f", false), family("file", false),
                                                    family("grobid0", true), family("match0", false)}}};
    return compactJson(schema) + '\n';
}

QByteArray manifestJson(const QString &table, quint64 seed, int rows, const QString &version)
{
    const QJsonObject manifest{
        {QStringLiteral("format"), QStringLiteral("extract-inspector-snapshot")},
        {QStringLiteral("formatVersion"), 1},
        {QStringLiteral("rows"), QStringLiteral("rows.jsonl")},
        {QStringLiteral("table"), table},
        {QStringLiteral("profile"), QStringLiteral("journal-extract")},
        {QStringLiteral("keyFormat"), QStringLiteral("sha1-b32-prefixed")},
        {QStringLiteral("pdfSources"), QJsonArray{QStringLiteral("warc-dir:warcs")}},
        {QStringLiteral("crossref"), QStringLiteral("crossref/records.jsonl")},
        {QStringLiteral("generator"),
         QJsonObject{{QStringLiteral("name"), QStringLiteral("extract-inspector-cli demo-data")},
                     // JSON numbers are doubles: seeds beyond 2^53 are written as strings.
                     {QStringLiteral("seed"), seed <= (quint64(1) << 53) ? QJsonValue(qint64(seed))
                                                                         : QJsonValue(QString::number(seed))},
                     {QStringLiteral("rows"), rows},
                     {QStringLiteral("version"), version}}}};
    return QJsonDocument(manifest).toJson(QJsonDocument::Indented);
}

} // namespace Ei::Demo::Internal
