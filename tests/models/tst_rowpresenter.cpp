// RowPresenter without any widget: generated rows (the demo generator's, with their TEI and
// Crossref records) and, with the shared corpus, real rows, TEI files and Crossref records become
// the Status, TEI (outline, PDF overlay boxes and their tooltips), Match and Cells tabs' view states.
// The real rows are extra data rows when the corpus is there; the outline, overlay and comparison
// of real GROBID versions need it.
#include <common/corpusfiles.h>
#include <common/curationfixture.h>
#include <common/generatedpdfs.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <core/crossref/crossrefrecord.h>
#include <core/domain/cellcodec.h>
#include <core/domain/journalrow.h>
#include <core/domain/pipelinerows.h>
#include <core/pdf/pdffetcher.h>
#include <core/tei/teidocument.h>
#include <models/rowpresenter.h>

using namespace Ei::Core;
using Ei::Models::Agreement;
using Ei::Models::OutlineKind;
using Ei::Models::RowPresenter;
using Ei::Test::GeneratedPdf;

namespace {

const Profile &journalProfile()
{
    static const ProfileRegistry registry = ProfileRegistry::builtin();
    return *registry.find(QStringLiteral("journal-extract"));
}

RowPresenter journalPresenter()
{
    return RowPresenter(journalProfile());
}

// The corpus file's non-empty lines; none without the corpus.
QList<QByteArray> corpusLines(const QString &relative)
{
    QList<QByteArray> lines;
    if (Ei::Test::corpusDir().isEmpty()) {
        return lines;
    }
    for (const QByteArray &line : Ei::Test::readFile(Ei::Test::corpusPath(relative)).split('\n')) {
        if (!line.trimmed().isEmpty()) {
            lines.append(line);
        }
    }
    return lines;
}

Cell cell(const char *column, const QByteArray &value)
{
    return Cell{column, Cell::kNoTimestamp, value};
}

// The generated rows as the backfill wrote them (f:c, file:mime, file:cdx only).
QList<Row> backfilledRows()
{
    QList<Row> rows;
    for (Row row : Ei::Test::processedRows()) {
        row.cells.removeIf([](const Cell &c) { return c.column == "grobid0:status_code"; });
        rows.append(row);
    }
    return rows;
}

// A backfilled generated row with `cells` added.
Row backfilledRowWith(const QList<Cell> &cells)
{
    Row row = backfilledRows().first();
    row.cells.append(cells);
    return row;
}

// A generated processed row's TEI (GROBID 0.8.1-shaped, with a DOI in its header).
QByteArray generatedTeiXml()
{
    for (const Row &row : Ei::Test::generatedDemo().rows) {
        const Cell *tei = row.find("grobid0:tei_xml");
        if (tei && tei->value.contains("<idno type=\"DOI\">") && !row.find("grobid0:reprocess") &&
            parseTei(tei->value)) {
            return tei->value;
        }
    }
    return {};
}

// A generated Crossref record's "message" (the demo's PostgREST mirror rows).
QJsonObject generatedCrossrefMessage()
{
    const QByteArray records = Ei::Test::generatedDemoFile(QStringLiteral("crossref/records.jsonl"));
    return QJsonDocument::fromJson(records.left(records.indexOf('\n')))
        .object()
        .value(QLatin1StringView("record"))
        .toObject();
}

TeiDocument teiOf(const QByteArray &xml)
{
    const auto tei = parseTei(xml);
    return tei ? *tei : TeiDocument{};
}

TeiDocument corpusTei(const QString &relative)
{
    const auto tei = parseTei(Ei::Test::readFile(Ei::Test::corpusPath(relative)));
    return tei ? *tei : TeiDocument{};
}

const QString kJitCrossref = QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json");

QJsonObject jitCrossrefMessage()
{
    return QJsonDocument::fromJson(Ei::Test::readFile(Ei::Test::corpusPath(kJitCrossref)))
        .object()
        .value(QLatin1StringView("message"))
        .toObject();
}

} // namespace

Q_DECLARE_METATYPE(Ei::Core::Row)
Q_DECLARE_METATYPE(Ei::Models::Agreement)

class TestRowPresenter : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // The Status tab of real pipeline rows in each state, in the profile's words.
    void status_data()
    {
        QTest::addColumn<Row>("row");
        QTest::addColumn<QString>("lifecycle");
        QTest::addColumn<QString>("detail");
        QTest::addColumn<std::optional<qint64>>("statusCode");
        QTest::addColumn<QStringList>("errors");
        for (const Row &row : backfilledRows()) {
            QTest::newRow(QByteArray("generated " + row.key.left(37)).constData())
                << row << "Backfilled only" << "Missing: grobid0:status_code" << std::optional<qint64>()
                << QStringList();
        }
        // The real pipeline's lines, when the corpus is there.
        for (const QByteArray &line : corpusLines(QStringLiteral("sandcrawler/example_ungrobided.tsv"))) {
            QTest::newRow(QByteArray("ungrobided " + line.left(37)).constData())
                << *rowFromUngrobidedLine(line) << "Backfilled only" << "Missing: grobid0:status_code"
                << std::optional<qint64>() << QStringList();
        }
        for (const QByteArray &line :
             corpusLines(QStringLiteral("sandcrawler/example_grobid_metadata_lines.tsv"))) {
            QTest::newRow(QByteArray("metadata " + line.left(37)).constData())
                << *rowFromGrobidMetadataLine(line) << "Incomplete"
                << "Missing: f:c, grobid0:status_code" << std::optional<qint64>() << QStringList();
        }
        const QByteArray tei = generatedTeiXml();
        QVERIFY(!tei.isEmpty());
        QTest::newRow("processed, generated TEI")
            << backfilledRowWith({cell("grobid0:status_code", encodeInt64Be(200)),
                                  cell("grobid0:status", "{\"status\": \"success\"}"),
                                  cell("grobid0:tei_xml", tei), cell("file:size", encodeInt64Be(13264))})
            << "Processed" << "" << std::optional<qint64>(200) << QStringList();
        QTest::newRow("grobid error")
            << backfilledRowWith(
                   {cell("grobid0:status_code", encodeInt64Be(500)),
                    cell("grobid0:status", "{\"status\": \"error\", \"description\": \"[TIMEOUT]\"}")})
            << "GROBID error" << "" << std::optional<qint64>(500) << QStringList();
        QTest::newRow("status word outside the vocabulary")
            << backfilledRowWith({cell("match0:mstatus", "maybe")}) << "Backfilled only"
            << "Missing: grobid0:status_code" << std::optional<qint64>()
            << QStringList{
                   QStringLiteral("match0:mstatus: 'maybe' is not in the profile's vocabulary (matched, "
                                  "unmatched, ambiguous, confirmed, rejected, needs-review)")};
    }
    void status()
    {
        QFETCH(Row, row);
        QFETCH(QString, lifecycle);
        QFETCH(QString, detail);
        QFETCH(std::optional<qint64>, statusCode);
        QFETCH(QStringList, errors);
        const RowPresenter presenter = journalPresenter();
        const JournalRow decoded = presenter.decode(row);
        const Ei::Models::RowStatusInfo status = presenter.status(row, decoded);
        QCOMPARE(status.lifecycle, lifecycle);
        QCOMPARE(status.lifecycleDetail, detail);
        QCOMPARE(status.statusCode, statusCode);
        QCOMPARE(status.errors, errors);
        const Cell *stored = row.find("grobid0:status");
        QCOMPARE(status.statusJson, stored ? stored->value : QByteArray());
        QVERIFY(status.pdfAttempts.isEmpty()); // they come with the PDF
        // Without a profile the state is named by its id.
        const RowPresenter bare;
        QCOMPARE(bare.status(row, bare.decode(row)).lifecycle, lifecycleId(decoded.state));
    }

    void pdfAttempts()
    {
        PdfFetchResult result;
        PdfAttempt missing;
        missing.source = QStringLiteral("wayback:https://web.archive.org");
        missing.outcome = PdfAttempt::Outcome::NotFound;
        missing.httpStatus = 404;
        missing.elapsedMs = 12;
        PdfAttempt mismatch;
        mismatch.source = QStringLiteral("blob-dir:/srv/pdfs");
        mismatch.outcome = PdfAttempt::Outcome::Mismatch;
        result.attempts = {missing, mismatch};
        result.error = Error{ErrorKind::Integrity, QStringLiteral("the bytes' SHA-1 is not the row key")};
        const QList<Ei::Models::PdfSourceAttempt> lines = RowPresenter::pdfAttempts(result);
        QCOMPARE(lines.size(), 3);
        QCOMPARE(lines[0].source, missing.source);
        QVERIFY(!lines[0].ok);
        QCOMPARE(lines[0].outcome, missing.summary());
        QCOMPARE(lines[0].elapsedMs, 12);
        QCOMPARE(lines[2].source, QStringLiteral("integrity check"));
        QCOMPARE(lines[2].outcome, result.error->message);
        // A served PDF is one good line; a plain miss adds no integrity line.
        missing.outcome = PdfAttempt::Outcome::Served;
        result.attempts = {missing};
        result.error.reset();
        QCOMPARE(RowPresenter::pdfAttempts(result).size(), 1);
        QVERIFY(RowPresenter::pdfAttempts(result).first().ok);
    }

    // The outline of real GROBID output: header, sections, figures and references, each pointing
    // at its element's start tag in the decoded text.
    void outline_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<QString>("header");
        QTest::addColumn<int>("references");
        // The demo generator's TEI (GROBID 0.8.1-shaped) always; real GROBID versions with the corpus.
        for (const GeneratedPdf which : {GeneratedPdf::Plain, GeneratedPdf::Article}) {
            const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(which);
            QTest::newRow(which == GeneratedPdf::Plain ? "generated" : "generated, rotated appendix")
                << QString() << article.tei << QStringLiteral("Header: ") + article.paper.title.left(60)
                << int(article.paper.references.size());
        }
        if (Ei::Test::corpusDir().isEmpty()) {
            return;
        }
        QTest::newRow("jner 0.8.1")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"
            << QByteArray() << "Header: Multi-contact functional electrical stimulation for hand ope" << 49;
        QTest::newRow("hal 0.8.2")
            << "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"
            << QByteArray() << "Header: How to build an Open Science Monitor based on publications? " << 7;
        QTest::newRow("specter 0.6.1")
            << "pairs/acl2020_specter/2020.acl-main.207.tei.xml" << QByteArray()
            << "Header: SPECTER: Document-level Representation Learning using Citati" << 57;
        QTest::newRow("mpra 0.5.5")
            << "pairs/mpra_rural_development/f2235cd28c171f9f3b6a8bcebe246159c464980c.tei.xml" << QByteArray()
            << "Header: M P RA Munich Personal RePEc Archive Territorial Rural Devel" << 39;
        // An empty main title: the header still has the title the parser finds elsewhere.
        QTest::newRow("empty main title")
            << "tei/odd/mmda_grobid-tei-no-title.xml" << QByteArray()
            << "Header: Model-Agnostic Meta-Learning for Fast Adaptation of Deep Net" << 0;
        // GROBID's output for an unparseable citation: one empty reference, no title at all.
        QTest::newRow("citation only")
            << "tei/odd/miku_citation_empty.tei.xml" << QByteArray() << "Header" << 1;
    }
    void outline()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, xml);
        QFETCH(QString, header);
        QFETCH(int, references);
        if (!file.isEmpty()) {
            xml = Ei::Test::readFile(Ei::Test::corpusPath(file));
        }
        const TeiDocument tei = teiOf(xml);
        QCOMPARE(tei.references.size(), references);
        const QList<Ei::Models::OutlineItem> outline = RowPresenter::outline(tei);
        QCOMPARE(outline.size(), 4);
        QCOMPARE(outline[0].label, header);
        QCOMPARE(outline[0].kind, int(OutlineKind::Header));
        QCOMPARE(outline[1].label, QStringLiteral("Sections"));
        QCOMPARE(outline[1].children.size(), tei.outline.size());
        QCOMPARE(outline[2].label, QStringLiteral("Figures"));
        QCOMPARE(outline[2].children.size(), tei.figures.size());
        QCOMPARE(outline[3].label, QStringLiteral("References (%1)").arg(references));
        QCOMPARE(outline[3].children.size(), references);
        const QString text = QString::fromUtf8(xml);
        for (const Ei::Models::OutlineItem &group : outline.mid(1)) {
            QCOMPARE(group.sourceOffset, -1);
            for (const Ei::Models::OutlineItem &item : group.children) {
                QCOMPARE(item.kind, group.kind);
                QVERIFY2(item.sourceOffset >= 0 && text.at(item.sourceOffset) == u'<',
                         qPrintable(item.label));
            }
        }
        for (qsizetype i = 0; i < tei.references.size(); ++i) {
            QVERIFY(QStringView(text).mid(outline[3].children[i].sourceOffset).startsWith(u"<biblStruct"));
        }
    }

    // Every coords box of the TEI over the PDF, and what hovering one says.
    void overlay_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("xml");
        QTest::addColumn<int>("coordsElements");
        QTest::addColumn<int>("pages");
        QTest::addColumn<QSizeF>("firstPage");
        // The demo generator's TEI: every element with coords is one element, one surface a page.
        const auto generatedRow = [](const char *name, GeneratedPdf which, QSizeF firstPage) {
            const Ei::Test::GeneratedArticle &article = Ei::Test::generatedArticle(which);
            QTest::newRow(name) << QString() << article.tei << int(article.tei.count(" coords=\""))
                                << int(article.layout.pages.size()) << firstPage;
        };
        generatedRow("generated, A4 cover then Letter", GeneratedPdf::CoverThenLetter,
                     QSizeF(595.28, 841.89));
        generatedRow("generated, rotated appendix", GeneratedPdf::Article, QSizeF(595.28, 841.89));
        // Real GROBID versions with the corpus.
        if (Ei::Test::corpusDir().isEmpty()) {
            return;
        }
        QTest::newRow("jner 0.8.1")
            << "pairs/jner2016_demarchis/0046d83a-edd6-4631-b57c-755cdcce8b7f.grobid-0.8.1.coords.tei.xml"
            << QByteArray() << 445 << 9 << QSizeF(595.276, 790.866);
        QTest::newRow("hal 0.8.2, A4 then Letter")
            << "pairs/hal2024_open_science_monitor/how_to_build_open_science_monitor.pdf.tei.xml"
            << QByteArray() << 234 << 7 << QSizeF(595.28, 841.89);
        QTest::newRow("deng 0.7.2")
            << "pairs/arxiv1912.10667_deng/e5910c027af0ee9c1901c57f6579d903aedee7f4.xml" << QByteArray()
            << 600 << 10 << QSizeF(612.0, 792.0);
        QTest::newRow("specter, no coords")
            << "pairs/acl2020_specter/2020.acl-main.207.tei.xml" << QByteArray() << 0 << 0 << QSizeF();
    }
    void overlay()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, xml);
        QFETCH(int, coordsElements);
        QFETCH(int, pages);
        QFETCH(QSizeF, firstPage);
        const TeiDocument tei = file.isEmpty() ? teiOf(xml) : corpusTei(file);
        QCOMPARE(tei.elements.size(), coordsElements);
        const Ei::Models::TeiOverlay overlay = RowPresenter::overlay(tei);
        QCOMPARE(overlay.boxes.size(), tei.boxCount());
        QCOMPARE(overlay.pageSizes.size(), pages);
        QCOMPARE(overlay.pageSizes.value(1), firstPage);
        for (const Render::OverlayBox &box : overlay.boxes) {
            bool ok = false;
            const qsizetype index = box.elementId.toLongLong(&ok);
            QVERIFY(ok && index >= 0 && index < tei.elements.size());
            const TeiElement &e = tei.elements.at(index);
            QVERIFY(std::ranges::any_of(
                e.boxes, [&](const TeiBox &b) { return b.page == box.page && b.rect == box.rectPoints; }));
            // Kinds the legend does not know are drawn as notes.
            QCOMPARE(box.kind, e.kind == TeiElementKind::Other ? int(TeiElementKind::Note) : int(e.kind));
        }
        // A reference marker's tooltip is the reference it points to; any other element's its text.
        int markers = 0;
        for (qsizetype i = 0; i < tei.elements.size(); ++i) {
            const TeiElement &e = tei.elements.at(i);
            const QString tip = RowPresenter::elementTooltip(tei, i);
            const auto ref = std::ranges::find_if(tei.references, [&](const TeiReference &r) {
                return !r.xmlId.isEmpty() && e.target == u'#' + r.xmlId;
            });
            if (ref != tei.references.end()) {
                ++markers;
                QVERIFY2(tip.startsWith(QStringLiteral("<b>%1</b><br>").arg(ref->bib.title.toHtmlEscaped())),
                         qPrintable(tip));
            } else {
                QCOMPARE(tip, e.snippet);
            }
        }
        QVERIFY(coordsElements == 0 || markers > 0);
        QVERIFY(RowPresenter::elementTooltip(tei, -1).isEmpty());
        QVERIFY(RowPresenter::elementTooltip(tei, tei.elements.size()).isEmpty());
    }

    // The Match tab for the JIT paper: four GROBID versions of its TEI against its real Crossref
    // record; three got the title wrong, the DOI still decides.
    void comparison_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("version");
        QTest::addColumn<QString>("verdict");
        QTest::addColumn<Agreement>("title");
        QTest::newRow("0.7.2") << "0.7.2" << "strong" << Agreement::Missing; // a generic title is no evidence
        QTest::newRow("0.8.0") << "0.8.0" << "strong" << Agreement::Missing;
        QTest::newRow("0.8.2") << "0.8.2" << "exact" << Agreement::Agree;
        QTest::newRow("0.8.3-SNAPSHOT") << "0.8.3-SNAPSHOT" << "strong" << Agreement::Missing;
    }
    void comparison()
    {
        QFETCH(QString, version);
        QFETCH(QString, verdict);
        QFETCH(Agreement, title);
        const TeiDocument tei = corpusTei(Ei::Test::CorpusFiles::jitTei(version));
        Ei::Models::MatchInfo row;
        row.mstatus = QStringLiteral("matched");
        row.crossrefProblem = QStringLiteral("Looking up…");
        QCOMPARE(RowPresenter::doiToCompare(row, tei), QStringLiteral("10.1177/02683962211048201"));
        const Ei::Models::MatchInfo info = RowPresenter::compared(row, tei.header, jitCrossrefMessage());
        QCOMPARE(info.mstatus, row.mstatus);
        QVERIFY(info.crossrefProblem.isEmpty());
        QCOMPARE(info.verdict, verdict);
        QCOMPARE(info.verdictReasons.value(0), QStringLiteral("doi-equal"));
        QVERIFY(info.crossref.has_value());
        QCOMPARE(info.crossref->doi, QStringLiteral("10.1177/02683962211048201"));
        QCOMPARE(info.crossref->title,
                 QStringLiteral("Artificial intelligence and the conduct of literature reviews"));
        QCOMPARE(info.crossref->container, QStringLiteral("Journal of Information Technology"));
        QCOMPARE(info.crossref->year, QStringLiteral("2021")); // published online in 2021
        QCOMPARE(info.crossref->volume, QStringLiteral("37"));
        QCOMPARE(info.crossref->issue, QStringLiteral("2"));
        QCOMPARE(info.crossref->pages, QStringLiteral("209–226"));
        QCOMPARE(info.crossref->authors.value(0), QStringLiteral("Wagner"));
        QCOMPARE(info.fields.size(), 8);
        const auto field = [&](const QString &name) {
            return *std::ranges::find_if(info.fields, [&](const auto &f) { return f.field == name; });
        };
        QCOMPARE(field(QStringLiteral("doi")).agreement, Agreement::Agree);
        QCOMPARE(field(QStringLiteral("title")).agreement, title);
        QCOMPARE(field(QStringLiteral("title")).grobidValue, tei.header.title);
        QCOMPARE(field(QStringLiteral("authors")).score, 1.0);
    }

    // The Match tab for generated rows: the row's TEI against the demo's Crossref record for its DOI.
    // A matched row's record agrees with the TEI header; a rejected row's has another title and other
    // authors (docs/demo-data.md), and the equal DOI still decides.
    void comparisonOfGeneratedRows_data()
    {
        QTest::addColumn<QByteArray>("tei");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<QJsonObject>("message");
        QTest::addColumn<Agreement>("title");
        QHash<QString, QJsonObject> records;
        for (const QByteArray &line :
             Ei::Test::generatedDemoFile(QStringLiteral("crossref/records.jsonl")).split('\n')) {
            const QJsonObject o = QJsonDocument::fromJson(line).object();
            records.insert(o.value(QLatin1StringView("doi")).toString(),
                           o.value(QLatin1StringView("record")).toObject());
        }
        QSet<QString> done;
        for (const Row &row : Ei::Test::generatedDemo().rows) {
            const Cell *mstatus = row.find("match0:mstatus");
            const Cell *doi = row.find("match0:doi");
            const Cell *tei = row.find("grobid0:tei_xml");
            if (!mstatus || !doi || !tei || row.find("grobid0:reprocess") || !parseTei(tei->value)) {
                continue;
            }
            const QString status = QString::fromUtf8(mstatus->value);
            if ((status != u"matched" && status != u"rejected") || done.contains(status) ||
                !records.contains(QString::fromUtf8(doi->value))) {
                continue;
            }
            done.insert(status);
            QTest::newRow(qPrintable(status))
                << tei->value << QString::fromUtf8(doi->value) << records.value(QString::fromUtf8(doi->value))
                << (status == u"matched" ? Agreement::Agree : Agreement::Disagree);
        }
        QCOMPARE(done.size(), 2);
    }
    void comparisonOfGeneratedRows()
    {
        QFETCH(QByteArray, tei);
        QFETCH(QString, doi);
        QFETCH(QJsonObject, message);
        QFETCH(Agreement, title);
        const TeiDocument doc = teiOf(tei);
        Ei::Models::MatchInfo row;
        row.mstatus = QString::fromUtf8(QTest::currentDataTag());
        row.crossrefProblem = QStringLiteral("Looking up…");
        QCOMPARE(RowPresenter::doiToCompare(row, doc), doi);
        const Ei::Models::MatchInfo info = RowPresenter::compared(row, doc.header, message);
        QCOMPARE(info.mstatus, row.mstatus);
        QVERIFY(info.crossrefProblem.isEmpty());
        QVERIFY(!info.verdict.isEmpty());
        QCOMPARE(info.verdictReasons.value(0), QStringLiteral("doi-equal"));
        QVERIFY(info.crossref.has_value());
        QCOMPARE(info.crossref->doi, doi);
        QCOMPARE(info.crossref->title, message.value(QLatin1StringView("title")).toArray().at(0).toString());
        const auto field = [&](const QString &name) {
            return *std::ranges::find_if(info.fields, [&](const auto &f) { return f.field == name; });
        };
        QCOMPARE(field(QStringLiteral("doi")).agreement, Agreement::Agree);
        QCOMPARE(field(QStringLiteral("title")).agreement, title);
        QCOMPARE(field(QStringLiteral("title")).grobidValue, doc.header.title);
        if (title == Agreement::Agree) {
            QCOMPARE(info.verdict, QStringLiteral("exact"));
            QCOMPARE(field(QStringLiteral("authors")).score, 1.0);
        } else {
            QVERIFY(info.verdict != QStringLiteral("exact"));
            QVERIFY(field(QStringLiteral("authors")).score < 1.0);
        }
    }

    // A TEI without title and DOI cannot be compared: the record is summarised, no verdict.
    void comparisonWithoutGrobidHeader()
    {
        const QJsonObject message = generatedCrossrefMessage();
        QVERIFY(!message.isEmpty());
        const Ei::Models::MatchInfo info =
            RowPresenter::compared(Ei::Models::MatchInfo{}, BibHeader{}, message);
        QVERIFY(info.crossref.has_value());
        QVERIFY(info.verdict.isEmpty());
        QVERIFY(info.fields.isEmpty());
    }

    // match0 as the importer and curators wrote it: status, DOI and history; the DOI to look up.
    void matchFromRows_data()
    {
        QTest::addColumn<Row>("row");
        QTest::addColumn<QString>("mstatus");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<int>("history");
        QTest::newRow("not matched") << backfilledRowWith({}) << "" << "" << 0;
        int generated = 0;
        for (const Row &row : Ei::Test::generatedDemo().rows) {
            const Cell *mstatus = row.find("match0:mstatus");
            const Cell *doi = row.find("match0:doi");
            if (mstatus && doi && mstatus->value == "matched" && generated++ < 3) {
                QTest::newRow(QByteArray("generated " + row.key.left(37)).constData())
                    << backfilledRowWith({*mstatus, *doi}) << "matched" << QString::fromUtf8(doi->value) << 0;
            }
        }
        QVERIFY(generated > 0);
        // fatcat's matched rows, when the corpus is there.
        for (const QByteArray &line :
             corpusLines(QStringLiteral("sandcrawler/example_matched.json")).mid(0, 3)) {
            const QJsonObject m = QJsonDocument::fromJson(line).object();
            const QString doi = m.value(QLatin1StringView("dois")).toArray().first().toString();
            QTest::newRow(qPrintable(m.value(QLatin1StringView("sha1")).toString()))
                << backfilledRowWith({cell("match0:mstatus", "matched"), cell("match0:doi", doi.toUtf8())})
                << "matched" << doi << 0;
        }
        QTest::newRow("curated twice")
            << backfilledRowWith(
                   {cell("match0:mstatus", "confirmed"), cell("match0:doi", "10.1186/s12984-016-0129-6"),
                    cell("match0:minfo",
                         "{\"rev\": 2, \"history\": [{\"rev\": 1, \"at\": \"2026-01-01T00:00:00Z\", \"by\": "
                         "\"importer\", "
                         "\"mstatus\": \"matched\", \"doi\": \"10.1186/s12984-016-0129-6\"}, {\"rev\": 2, "
                         "\"at\": "
                         "\"2026-02-01T00:00:00Z\", \"by\": \"ann\", \"mstatus\": \"confirmed\", \"doi\": "
                         "\"10.1186/s12984-016-0129-6\", \"note\": \"checked the PDF\"}]}")})
            << "confirmed" << "10.1186/s12984-016-0129-6" << 2;
    }
    void matchFromRows()
    {
        QFETCH(Row, row);
        QFETCH(QString, mstatus);
        QFETCH(QString, doi);
        QFETCH(int, history);
        const Ei::Models::MatchInfo info = RowPresenter::match(journalPresenter().decode(row));
        QCOMPARE(info.mstatus, mstatus);
        QCOMPARE(info.doi, doi);
        QCOMPARE(info.history.size(), history);
        if (history > 0) {
            QCOMPARE(info.history.last().by, QStringLiteral("ann"));
            QCOMPARE(info.history.last().note, QStringLiteral("checked the PDF"));
        }
        // Without match0:doi the TEI header's DOI is looked up; with neither there is nothing to compare.
        const auto parsed = parseTei(generatedTeiXml());
        QVERIFY(parsed.has_value());
        const TeiDocument &tei = *parsed;
        QVERIFY(!tei.header.doi.isEmpty());
        QCOMPARE(RowPresenter::doiToCompare(info, tei), doi.isEmpty() ? tei.header.doi : doi);
        QCOMPARE(RowPresenter::doiToCompare(info, TeiDocument{}), doi);
    }

    // The Cells tab: the profile's types for a real row's cells; without a profile, text or hex.
    void cells_data()
    {
        QTest::addColumn<QByteArray>("column");
        QTest::addColumn<QByteArray>("value");
        QTest::addColumn<QString>("type");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("plainType");
        QTest::newRow("status code") << QByteArray("grobid0:status_code") << encodeInt64Be(200) << "int64-be"
                                     << "200" << "binary";
        QTest::newRow("mime") << QByteArray("file:mime") << QByteArray("application/pdf") << "utf8"
                              << "application/pdf" << "text";
        QTest::newRow("status json") << QByteArray("grobid0:status")
                                     << QByteArray("{\"status\": \"success\"}") << "json"
                                     << "{\"status\":\"success\"}" << "JSON";
        QTest::newRow("tei") << QByteArray("grobid0:tei_xml") << QByteArray("<TEI/>") << "xml-tei" << "<TEI/>"
                             << "XML";
        QTest::newRow("not UTF-8") << QByteArray("file:mime") << QByteArray("\xff\xfe") << "bytes" << ""
                                   << "binary";
    }
    void cells()
    {
        QFETCH(QByteArray, column);
        QFETCH(QByteArray, value);
        QFETCH(QString, type);
        QFETCH(QString, text);
        QFETCH(QString, plainType);
        const Cell c = cell(column.constData(), value);
        const Ei::Models::DecodedCell decoded = journalPresenter().cell(c);
        QCOMPARE(decoded.type, type);
        if (!text.isEmpty()) {
            QCOMPARE(decoded.text, text);
        }
        const Ei::Models::DecodedCell plain = RowPresenter::plainCell(c);
        QCOMPARE(plain.type, plainType);
        QCOMPARE(plain.text,
                 plainType == u"binary" ? QString::fromLatin1(value.toHex(' ')) : QString::fromUtf8(value));
    }

    // Every cell of every backfilled row (generated, and the corpus's real ones when it is there)
    // decodes by the profile, none as unknown bytes: JSON cells to the same JSON, the others to
    // their text.
    void cellsOfBackfilledRows()
    {
        const RowPresenter presenter = journalPresenter();
        QList<Row> rows = backfilledRows();
        QCOMPARE(rows.size(), 20);
        const QList<QByteArray> real = corpusLines(QStringLiteral("sandcrawler/example_ungrobided.tsv"));
        for (const QByteArray &line : real) {
            rows.append(*rowFromUngrobidedLine(line));
        }
        int cells = 0;
        for (const Row &row : rows) {
            for (const Cell &c : row.cells) {
                const Ei::Models::DecodedCell d = presenter.cell(c);
                if (d.type == u"json") {
                    QCOMPARE(QJsonDocument::fromJson(d.text.toUtf8()), QJsonDocument::fromJson(c.value));
                } else {
                    QCOMPARE(d.type, QStringLiteral("utf8"));
                    QCOMPARE(d.text, QString::fromUtf8(c.value));
                }
                ++cells;
            }
        }
        QCOMPARE(cells, (20 + real.size()) * 3);
    }

    void noTeiAndBlobOrigin()
    {
        JournalRow decoded;
        Ei::Models::RowStatusInfo status;
        status.lifecycle = QStringLiteral("Oversize");
        QCOMPARE(RowPresenter::noTeiText(decoded, status), QStringLiteral("This row has no TEI (Oversize)."));
        decoded.grobid.status = QStringLiteral("oversize");
        QCOMPARE(RowPresenter::noTeiText(decoded, status), QStringLiteral("This row has no TEI (oversize)."));
        PdfFetchResult blob;
        blob.servedBy = QStringLiteral("blob-http:https://blobs.example.org");
        blob.servedFrom = QStringLiteral("https://blobs.example.org/grobid/ab/cd/abcd.tei.xml");
        QVERIFY(RowPresenter::blobTeiOrigin(blob).contains(blob.servedBy));
        blob.fromCache = true;
        QVERIFY(RowPresenter::blobTeiOrigin(blob).contains(QStringLiteral("disk cache")));
    }
};

QTEST_GUILESS_MAIN(TestRowPresenter)
#include "tst_rowpresenter.moc"
