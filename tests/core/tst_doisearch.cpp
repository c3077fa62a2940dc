// DoiRowSearch against the real REST server in-process: match0:doi rows by a server-side filtered
// scan, the local index answering the second time, the TEI-header fallback that ignores DOIs in
// references, a scan the gateway ended early continued, and cancel releasing the scanner.
#include <common/scannerfaults.h>
#include <common/servedtable.h>

#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <core/domain/doiindex.h>
#include <core/domain/doisearch.h>
#include <server/restserver.h>

using namespace Ei::Core;
using Ei::Test::ServedTable;

class TestDoiSearch : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString indexPath() const { return m_dir.filePath(QStringLiteral("doi-index.json")); }

    // Runs a search to its end and returns it (owned by `parent`).
    DoiRowSearch *run(ServedTable &t, const QString &doi, DoiRowSearch::Options options, QObject *parent)
    {
        options.indexPath = indexPath();
        auto *search = new DoiRowSearch(t.client(), doi, options, parent);
        QSignalSpy finished(search, &DoiRowSearch::finished);
        search->start();
        if (!finished.wait(10000)) {
            return nullptr;
        }
        return search;
    }

    void fill(ServedTable &t)
    {
        CellSet rows;
        for (int i = 0; i < 300; ++i) {
            const QByteArray key = ServedTable::keyFor(QByteArray::number(i));
            // Rows 7, 150 and 299 are linked to the DOI; row 20 cites it; row 40's TEI names it.
            const QByteArray doi = (i == 7 || i == 150 || i == 299)
                                       ? QByteArray("10.1234/target")
                                       : QByteArray("10.1234/other" + QByteArray::number(i));
            if (i == 40) {
                rows.append(ServedTable::processedRow(key, {}, "10.1234/TEI-ONLY"));
            } else if (i == 20) {
                rows.append(ServedTable::processedRow(key, doi, {}, "10.1234/tei-only"));
            } else {
                rows.append(ServedTable::processedRow(key, doi));
            }
        }
        t.put(rows);
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }
    void init() { QFile::remove(indexPath()); }

    void findsMatchDoiRowsThenRemembers()
    {
        ServedTable t;
        QVERIFY(t.isListening());
        fill(t);
        QObject owner;
        DoiRowSearch *first = run(t, QStringLiteral("10.1234/target"), {}, &owner);
        QVERIFY(first);
        QVERIFY(first->result().has_value());
        QCOMPARE(first->result()->size(), 3);
        QCOMPARE(first->source(), DoiRowSearch::Source::MatchDoi);
        QByteArrayList expected{ServedTable::keyFor("7"), ServedTable::keyFor("150"),
                                ServedTable::keyFor("299")};
        std::ranges::sort(expected);
        QCOMPARE(*first->result(), expected);
        QTRY_COMPARE(t.server()->scannerCount(), 0); // the scanner was released
        // Only match0:doi crossed the network: the filter ran on the server.
        QCOMPARE(DoiIndex(indexPath()).lookup(first->scope(), QStringLiteral("10.1234/target")), expected);

        t.server()->clearRequestLog();
        DoiRowSearch *again = run(t, QStringLiteral("10.1234/target"), {}, &owner);
        QVERIFY(again);
        QCOMPARE(again->source(), DoiRowSearch::Source::Index);
        QCOMPARE(*again->result(), expected);
        QVERIFY(t.server()->requestLog().isEmpty()); // no scan

        DoiRowSearch::Options rescan;
        rescan.rescan = true;
        DoiRowSearch *fresh = run(t, QStringLiteral("10.1234/target"), rescan, &owner);
        QVERIFY(fresh);
        QCOMPARE(fresh->source(), DoiRowSearch::Source::MatchDoi);
    }

    void teiHeaderFallbackIgnoresReferences()
    {
        ServedTable t;
        fill(t);
        QObject owner;
        DoiRowSearch::Options noFallback;
        DoiRowSearch *plain = run(t, QStringLiteral("10.1234/tei-only"), noFallback, &owner);
        QVERIFY(plain && plain->result());
        QVERIFY(plain->result()->isEmpty());

        auto *search = new DoiRowSearch(t.client(), QStringLiteral("10.1234/tei-only"),
                                        DoiRowSearch::Options{true, true, indexPath(), 1000}, &owner);
        QSignalSpy steps(search, &DoiRowSearch::stepStarted);
        QSignalSpy finished(search, &DoiRowSearch::finished);
        search->start();
        QVERIFY(finished.wait(10000));
        QVERIFY(search->result());
        // Row 40 names it in its header (in upper case); row 20 only cites it.
        QCOMPARE(*search->result(), QByteArrayList{ServedTable::keyFor("40")});
        QCOMPARE(search->source(), DoiRowSearch::Source::TeiHeader);
        QCOMPARE(steps.size(), 2);
        QCOMPARE(steps.at(1).at(0).value<DoiRowSearch::Source>(), DoiRowSearch::Source::TeiHeader);
        // The TEI never crossed the network: KeyOnlyFilter emptied the values.
        QTRY_COMPARE(t.server()->scannerCount(), 0);
        // The index remembers match0:doi answers only: empty here, so the next search goes
        // straight to the TEI headers.
        QCOMPARE(DoiIndex(indexPath()).lookup(search->scope(), QStringLiteral("10.1234/tei-only")),
                 QByteArrayList{});
    }

    void anEarlyEndedScanIsContinued()
    {
        // The gateway ends the scan with a 204 before its first row (an I/O error): the
        // verification pass finds the rows and the scan goes on; "no rows" is not the answer.
        ServedTable t;
        fill(t);
        Ei::Test::ScannerFaults faults(t.server(), Ei::Test::ScannerFaults::Kind::EndEarly, 1, 1,
                                       Ei::Test::ScannerFaults::After::Creation);
        QObject owner;
        DoiRowSearch *search = run(t, QStringLiteral("10.1234/target"), {}, &owner);
        QVERIFY(search && search->result());
        QByteArrayList expected{ServedTable::keyFor("7"), ServedTable::keyFor("150"),
                                ServedTable::keyFor("299")};
        std::ranges::sort(expected);
        QCOMPARE(*search->result(), expected);
        QCOMPARE(faults.injected(), 1);
    }

    void patternEscapesTheDoi()
    {
        const QString p =
            DoiRowSearch::teiHeaderPattern(QStringLiteral("10.1002/(sici)1097-461x(1998)66:4<261"));
        QVERIFY(p.contains(QStringLiteral("\\(sici\\)")));
        QVERIFY(QRegularExpression(p).isValid());
        const QRegularExpression re(p);
        QVERIFY(re.match(QStringLiteral(
                             "<teiHeader><idno type=\"DOI\">10.1002/(SICI)1097-461X(1998)66:4<261</idno>"))
                    .hasMatch());
        QVERIFY(!re.match(QStringLiteral("<teiHeader></teiHeader><idno "
                                         "type=\"DOI\">10.1002/(sici)1097-461x(1998)66:4<261</idno>"))
                     .hasMatch());
    }

    void cancelEndsWithCancelledAndReleasesTheScanner()
    {
        ServedTable t;
        fill(t);
        QObject owner;
        auto *search = new DoiRowSearch(t.client(), QStringLiteral("10.1234/none"),
                                        DoiRowSearch::Options{true, true, indexPath(), 10}, &owner);
        QSignalSpy finished(search, &DoiRowSearch::finished);
        search->start();
        search->cancel();
        QCOMPARE(finished.size(), 1);
        QVERIFY(!search->result());
        QCOMPARE(search->result().error().kind, ErrorKind::Cancelled);
        QTRY_COMPARE(t.server()->scannerCount(), 0);
    }

    void serverErrorIsAnError()
    {
        ServedTable t;
        QObject owner;
        t.server()->close();
        DoiRowSearch *search = run(t, QStringLiteral("10.1234/x"), {}, &owner);
        QVERIFY(search);
        QVERIFY(!search->result());
        QVERIFY(!search->result().error().message.isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestDoiSearch)
#include "tst_doisearch.moc"
