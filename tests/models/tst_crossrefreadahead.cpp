// The Crossref records of the rows after the current one, read ahead by a listener of the
// session's current row (not by the Match tab's owner): the next row's DOI, rows without one
// passed over, nothing after the list's last row.
#include <common/callwait.h>
#include <common/crossrefstubserver.h>
#include <common/servedtable.h>

#include <QSignalSpy>
#include <QTest>

#include <core/hbase/restclient.h>
#include <models/crossreflookup.h>
#include <models/crossrefreadahead.h>
#include <models/rowlistmodel.h>
#include <models/tablesession.h>

using Ei::Core::CellSet;
using Ei::Models::CrossrefLookup;
using Ei::Models::CrossrefReadAhead;
using Ei::Models::RowListModel;
using Ei::Models::TableSession;
using Ei::Test::CrossrefStubServer;
using Ei::Test::ServedTable;

namespace {

const QString kMarkerDoi = QStringLiteral("10.5555/marker");

// The DOI of row `i` in key order (when it has one).
QByteArray doiOf(int i)
{
    return "10.1234/row-" + QByteArray::number(i);
}

} // namespace

class TestCrossrefReadAhead : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsTheRowsAhead_data()
    {
        QTest::addColumn<QString>("withoutDoi"); // rows (key order) without a match0:doi, as digits
        QTest::addColumn<int>("current");
        QTest::addColumn<QString>("readAhead"); // the DOI asked ahead (an HTTP source: the first)
        QTest::newRow("the next row") << QString() << 0 << QString::fromLatin1(doiOf(1));
        QTest::newRow("past a row without a DOI")
            << QStringLiteral("1") << 0 << QString::fromLatin1(doiOf(2));
        QTest::newRow("from the middle") << QString() << 2 << QString::fromLatin1(doiOf(3));
        QTest::newRow("the last row") << QString() << 4 << QString();
        QTest::newRow("none ahead has a DOI") << QStringLiteral("4") << 3 << QString();
    }
    void readsTheRowsAhead()
    {
        QFETCH(QString, withoutDoi);
        QFETCH(int, current);
        QFETCH(QString, readAhead);
        ServedTable served;
        QList<QByteArray> keys;
        for (int i = 0; i < 5; ++i) {
            keys.append(ServedTable::keyFor(QByteArray::number(i)));
        }
        std::ranges::sort(keys);
        CellSet rows;
        for (int i = 0; i < keys.size(); ++i) {
            const bool hasDoi = !withoutDoi.contains(QString::number(i));
            rows.append(ServedTable::processedRow(keys[i], hasDoi ? doiOf(i) : QByteArray()));
        }
        served.put(rows);
        TableSession session;
        QVERIFY(!session.open(served.client()->config(), QString(), QString()));
        RowListModel *model = session.model();
        model->reload();
        QVERIFY(Ei::Test::waitFor([model] { return !model->isLoading() && model->rowCount() == 5; }, 10000));

        CrossrefStubServer crossref;
        QVERIFY(crossref.listen());
        crossref.setFallback(
            {200, R"({"status":"ok","message-type":"work","message":{"title":["A"]}})", false});
        CrossrefLookup lookup;
        lookup.setSource(
            *Ei::Core::CrossrefSource::parse(QStringLiteral("crossref-api:") + crossref.baseUrl()),
            std::chrono::seconds(10));
        CrossrefReadAhead ahead(&session, &lookup);

        QSignalSpy loaded(&session, &TableSession::rowLoaded);
        session.setCurrentKey(model->rowAt(current)->key);
        QVERIFY(loaded.count() == 1 || loaded.wait());
        // A lookup after it, whose answer says that what was read ahead (if anything) was asked
        // for before.
        QList<CrossrefLookup::Answer> answers;
        lookup.lookup(kMarkerDoi, [&answers](const CrossrefLookup::Answer &a) { answers.append(a); });
        QTRY_COMPARE(answers.size(), 2);
        QTRY_COMPARE(crossref.requests().size(), readAhead.isEmpty() ? 1 : 2);
        QStringList asked;
        for (const CrossrefStubServer::Request &request : crossref.requests()) {
            asked << QString::fromUtf8(QByteArray::fromPercentEncoding(request.target));
        }
        QVERIFY2(std::ranges::any_of(asked, [](const QString &t) { return t.endsWith(kMarkerDoi); }),
                 qPrintable(asked.join(u' ')));
        if (!readAhead.isEmpty()) {
            QVERIFY2(
                std::ranges::any_of(asked, [&readAhead](const QString &t) { return t.endsWith(readAhead); }),
                qPrintable(asked.join(u' ')));
        }
    }
};

QTEST_GUILESS_MAIN(TestCrossrefReadAhead)
#include "tst_crossrefreadahead.moc"
