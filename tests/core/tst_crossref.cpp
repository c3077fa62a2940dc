// Crossref records from the corpus in all three shapes (PostgREST rows, API envelope, bare
// message, gzip) and the async client against a local HTTP server.
#include <common/crossrefstubserver.h>
#include <common/testutil.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <core/crossref/crossrefclient.h>
#include <core/crossref/crossrefrecord.h>
#include <core/util/gzip.h>
#include <core/util/version.h>

using namespace Ei::Core;
using namespace std::chrono_literals;

namespace {
const QString kSici = QStringLiteral("10.1002/(sici)1097-461x(1998)66:4<261::aid-qua1>3.0.co;2-t");
const QString kJitDoi = QStringLiteral("10.1177/02683962211048201");

QJsonObject messageOf(const QString &relative)
{
    const QJsonObject o =
        QJsonDocument::fromJson(Ei::Test::readFile(Ei::Test::corpusPath(relative))).object();
    return o.contains(QStringLiteral("message")) ? o.value(QStringLiteral("message")).toObject() : o;
}
} // namespace

class TestCrossref : public QObject
{
    Q_OBJECT

private:
    // Runs one lookup to completion.
    static Result<CrossrefWork> lookup(CrossrefClient &client, const QString &doi,
                                       CrossrefReply **out = nullptr)
    {
        CrossrefReply *reply = client.fetch(doi);
        if (out) {
            *out = reply;
        }
        QSignalSpy spy(reply, &CrossrefReply::finished);
        if (!spy.wait(10000)) {
            return fail(ErrorKind::Internal, QStringLiteral("no finished() within 10 s"));
        }
        return reply->result();
    }

private Q_SLOTS:
    void records_data()
    {
        // Real files only: one skip for the whole function without the corpus.
        EI_REQUIRE_CORPUS();
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("doi");
        QTest::addColumn<QString>("title");
        QTest::addColumn<int>("authors");
        QTest::addColumn<int>("year");
        QTest::addColumn<QString>("container");
        QTest::addColumn<QString>("volume");
        QTest::addColumn<QString>("issue");
        QTest::addColumn<QString>("firstPage");
        QTest::addColumn<QString>("issn");
        QTest::newRow("jit envelope")
            << "pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json" << kJitDoi
            << "Artificial intelligence and the conduct of literature reviews" << 3 << 2021
            << "Journal of Information Technology" << "37" << "2" << "209" << "0268-3962";
        QTest::newRow("sici bare message")
            << "crossref/fatcat_crossref-works.single.json" << kSici
            << "Renormalized perturbation theory by the moment method for degenerate "
               "states: Anharmonic oscillators"
            << 3 << 1998 << "International Journal of Quantum Chemistry" << "66" << "4"
            << "261" << "0020-7608";
        QTest::newRow("cais sparse")
            << "crossref/colrev_crossref_10.17705_1cais.04607.json"
            << "10.17705/1cais.04607"
            << "A Knowledge Development Perspective on Literature Reviews: Validation of a "
               "new Typology in the IS Field"
            << 4 << 2021 << "Communications of the Association for Information Systems"
            << "49" << "1" << "134" << "";
        QTest::newRow("gzip 1014 authors")
            << "crossref/fatcat_huge_crossref_doi.json.gz" << "10.1534/g3.114.015966"
            << "Drosophila Muller F Elements Maintain a Distinct Set of Genomic "
               "Properties Over 40 Million Years of Evolution"
            << 1014 << 2015 << "G3&amp;#58; Genes|Genomes|Genetics" << "5" << "5" << "719"
            << "";
    }

    void records()
    {
        QFETCH(QString, file);
        QFETCH(QString, doi);
        QFETCH(QString, title);
        QFETCH(int, authors);
        QFETCH(int, year);
        QFETCH(QString, container);
        QFETCH(QString, volume);
        QFETCH(QString, issue);
        QFETCH(QString, firstPage);
        QFETCH(QString, issn);
        const auto work = parseCrossrefJson(Ei::Test::readFile(Ei::Test::corpusPath(file)));
        QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
        const BibHeader &h = work->header;
        QCOMPARE(h.doi, doi);
        QCOMPARE(h.title, title);
        QCOMPARE(h.authors.size(), authors);
        QCOMPARE(h.year, year);
        QVERIFY2(h.containerTitle.startsWith(container.left(10)), qPrintable(h.containerTitle));
        QCOMPARE(h.volume, volume);
        QCOMPARE(h.issue, issue);
        QCOMPARE(h.firstPage, firstPage);
        if (!issn.isEmpty()) {
            QCOMPARE(h.issn, issn);
        }
    }

    void jitDetails()
    {
        EI_REQUIRE_CORPUS();
        const auto work = parseCrossrefJson(Ei::Test::readFile(Ei::Test::corpusPath(
            QStringLiteral("pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json"))));
        QVERIFY(work.has_value());
        QCOMPARE(work->header.authors.at(2).family, QStringLiteral("Paré"));
        QCOMPARE(work->header.lastPage, QStringLiteral("226"));
        QCOMPARE(work->header.eissn, QStringLiteral("1466-4437"));
        QCOMPARE(work->header.referenceCount, 120);
        QCOMPARE(work->header.type, QStringLiteral("journal-article"));
        QVERIFY(work->header.otherYears.contains(2022)); // published-print
        QCOMPARE(work->message.value(QStringLiteral("DOI")).toString(), kJitDoi);
    }

    void postgrestRows()
    {
        EI_REQUIRE_CORPUS();
        const QJsonObject message = messageOf(QStringLiteral("crossref/fatcat_crossref-works.single.json"));
        // record as an object (json column) and as a string (text column)
        for (const bool asString : {false, true}) {
            QJsonObject row{{QStringLiteral("doi"), kSici},
                            {QStringLiteral("indexed"), QStringLiteral("2018-01-21T00:00:00+00:00")}};
            row.insert(QStringLiteral("record"),
                       asString ? QJsonValue(QString::fromUtf8(QJsonDocument(message).toJson()))
                                : QJsonValue(message));
            const auto work = parseCrossrefJson(QJsonDocument(QJsonArray{row}).toJson());
            QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
            QCOMPARE(work->header.doi, kSici);
            QCOMPARE(work->indexed, QStringLiteral("2018-01-21T00:00:00+00:00"));
        }
    }

    void badSampleLines()
    {
        EI_REQUIRE_CORPUS();
        const QList<QByteArray> lines =
            Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
                                   "crossref/fatcat_crossref-works.2018-01-21.badsample.json")))
                .split('\n');
        int parsed = 0;
        for (const QByteArray &line : lines) {
            if (line.trimmed().isEmpty()) {
                continue;
            }
            const auto work = parseCrossrefJson(line);
            QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
            QVERIFY(!work->header.doi.isEmpty());
            ++parsed;
        }
        QCOMPARE(parsed, 14);
    }

    void invalid_data()
    {
        QTest::addColumn<QByteArray>("input");
        QTest::addColumn<int>("kind");
        QTest::newRow("empty") << QByteArray() << int(ErrorKind::InvalidInput);
        QTest::newRow("garbage") << QByteArray("<html>oops</html>") << int(ErrorKind::InvalidInput);
        QTest::newRow("truncated json")
            << QByteArray("{\"message\": {\"DOI\": \"10.1/x\"") << int(ErrorKind::InvalidInput);
        QTest::newRow("empty rows") << QByteArray("[]") << int(ErrorKind::NotFound);
        QTest::newRow("row without record")
            << QByteArray("[{\"doi\":\"10.1/x\"}]") << int(ErrorKind::InvalidInput);
        QTest::newRow("work list")
            << QByteArray("{\"status\":\"ok\",\"message-type\":\"work-list\",\"message\":{\"items\":[]}}")
            << int(ErrorKind::InvalidInput);
        QTest::newRow("not a work") << QByteArray("{\"foo\": 1}") << int(ErrorKind::InvalidInput);
        QTest::newRow("number") << QByteArray("42") << int(ErrorKind::InvalidInput);
        QTest::newRow("bad gzip") << QByteArray("\x1f\x8b\x08\x00garbage", 12)
                                  << int(ErrorKind::InvalidInput);
    }

    void invalid()
    {
        QFETCH(QByteArray, input);
        QFETCH(int, kind);
        const auto work = parseCrossrefJson(input);
        QVERIFY(!work.has_value());
        QCOMPARE(int(work.error().kind), kind);
        QVERIFY(!work.error().message.isEmpty());
    }

    void truncatedGzip()
    {
        EI_REQUIRE_CORPUS();
        QByteArray gz = Ei::Test::readFile(
            Ei::Test::corpusPath(QStringLiteral("crossref/fatcat_huge_crossref_doi.json.gz")));
        QVERIFY(gzipDecode(gz).has_value());
        gz.truncate(gz.size() / 2);
        const auto plain = gzipDecode(gz);
        QVERIFY(!plain.has_value());
        QVERIFY(plain.error().message.contains(QStringLiteral("truncated")));
        QVERIFY(!gzipDecode(gz, 10).has_value());
    }

    void sourceSpecs_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<bool>("ok");
        QTest::newRow("postgrest") << "postgrest:http://127.0.0.1:3000" << true;
        QTest::newRow("api") << "crossref-api:https://api.crossref.org" << true;
        QTest::newRow("api with path") << "crossref-api:https://example.org/prefix/" << true;
        QTest::newRow("no scheme") << "https://api.crossref.org" << false;
        QTest::newRow("unknown kind") << "solr:http://x" << false;
        QTest::newRow("no url") << "postgrest:" << false;
        QTest::newRow("ftp") << "postgrest:ftp://x" << false;
    }

    void sourceSpecs()
    {
        QFETCH(QString, spec);
        QFETCH(bool, ok);
        const auto source = CrossrefSource::parse(spec);
        QCOMPARE(source.has_value(), ok);
        if (!ok) {
            QCOMPARE(source.error().kind, ErrorKind::InvalidInput);
        }
    }

    void urls()
    {
        const auto api = CrossrefSource::parse(QStringLiteral("crossref-api:https://example.org/prefix/"));
        QVERIFY(api.has_value());
        const QUrl url = api->urlFor(kSici.toUpper());
        const QByteArray encoded = url.toEncoded();
        QVERIFY2(encoded.startsWith(
                     "https://example.org/prefix/works/10.1002%2F%28sici%291097-461x%281998%2966%3A4%3C261"),
                 encoded.constData());
        QVERIFY(!encoded.contains('<'));
        QVERIFY(!encoded.contains(';'));
        const auto pg = CrossrefSource::parse(QStringLiteral("postgrest:http://127.0.0.1:3000"));
        QCOMPARE(pg->urlFor(QStringLiteral("https://doi.org/10.1177/02683962211048201")).toEncoded(),
                 QByteArray("http://127.0.0.1:3000/crossref?doi=eq.10.1177%2F02683962211048201"));
    }

    void clientPostgrest()
    {
        EI_REQUIRE_CORPUS();
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        const QJsonObject message = messageOf(QStringLiteral("crossref/fatcat_crossref-works.single.json"));
        const QJsonArray rows{
            QJsonObject{{QStringLiteral("doi"), kSici}, {QStringLiteral("record"), message}}};
        const QByteArray target = "/crossref?doi=eq." + QUrl::toPercentEncoding(kSici);
        server.route(target, {200, QJsonDocument(rows).toJson(), false});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("postgrest:") + server.baseUrl()));
        const auto work = lookup(client, kSici);
        QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
        QCOMPARE(work->header.doi, kSici);
        QCOMPARE(server.requests().size(), 1);
        QCOMPARE(server.requests().at(0).target, target);
        const QByteArray agent = server.requests().at(0).headers.value("user-agent");
        QCOMPARE(agent, userAgent());
        QVERIFY(!agent.startsWith("Mozilla"));
    }

    void clientApi()
    {
        EI_REQUIRE_CORPUS();
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({200,
                            Ei::Test::readFile(Ei::Test::corpusPath(QStringLiteral(
                                "pairs/jit2022_wagner/crossref_10.1177_02683962211048201.json"))),
                            false});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl()));
        const auto work = lookup(client, QStringLiteral("https://doi.org/10.1177/02683962211048201"));
        QVERIFY(work.has_value());
        QCOMPARE(work->header.title,
                 QStringLiteral("Artificial intelligence and the conduct of literature reviews"));
        QCOMPARE(server.requests().at(0).target, QByteArray("/works/10.1177%2F02683962211048201"));
        // The SICI DOI arrives encoded and decodes back to itself.
        const auto sici = lookup(client, kSici);
        QVERIFY(sici.has_value());
        const QByteArray siciTarget = server.requests().at(1).target;
        QVERIFY(!siciTarget.contains('<') && !siciTarget.contains('>') && !siciTarget.contains(';'));
        QCOMPARE(QUrl::fromPercentEncoding(siciTarget.mid(qsizetype(strlen("/works/")))), kSici);
    }

    void clientErrors_data()
    {
        QTest::addColumn<int>("status");
        QTest::addColumn<QByteArray>("body");
        QTest::addColumn<int>("kind");
        QTest::newRow("404") << 404 << QByteArray("Resource not found.") << int(ErrorKind::NotFound);
        QTest::newRow("empty mirror rows") << 200 << QByteArray("[]") << int(ErrorKind::NotFound);
        QTest::newRow("garbage body")
            << 200 << QByteArray("<html><body>proxy error</body></html>") << int(ErrorKind::Protocol);
        QTest::newRow("500") << 500 << QByteArray("oops") << int(ErrorKind::ServerUnavailable);
        QTest::newRow("503") << 503 << QByteArray() << int(ErrorKind::ServerUnavailable);
        QTest::newRow("400") << 400 << QByteArray("bad") << int(ErrorKind::Protocol);
    }

    void clientErrors()
    {
        QFETCH(int, status);
        QFETCH(QByteArray, body);
        QFETCH(int, kind);
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({status, body, false});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl()));
        const auto work = lookup(client, kJitDoi);
        QVERIFY(!work.has_value());
        QCOMPARE(int(work.error().kind), kind);
        QVERIFY(work.error().message.contains(kJitDoi));
        QVERIFY(!work.error().message.contains(QStringLiteral("<html>")));
    }

    void clientTimeout()
    {
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({200, {}, true});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl()));
        client.setTimeout(300ms);
        const auto work = lookup(client, kJitDoi);
        QVERIFY(!work.has_value());
        QCOMPARE(work.error().kind, ErrorKind::Timeout);
    }

    void clientCancel()
    {
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({200, {}, true});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl()));
        CrossrefReply *reply = client.fetch(kJitDoi);
        QSignalSpy spy(reply, &CrossrefReply::finished);
        QTRY_COMPARE(server.requests().size(), 1);
        reply->cancel();
        QTRY_COMPARE(spy.count(), 1);
        QVERIFY(reply->isFinished());
        QCOMPARE(reply->result().error().kind, ErrorKind::Cancelled);
        reply->cancel(); // no second finished()
        QCOMPARE(spy.count(), 1);
        delete reply;
    }

    void deletePendingReply()
    {
        Ei::Test::CrossrefStubServer server;
        QVERIFY(server.listen());
        server.setFallback({200, {}, true});
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:") + server.baseUrl()));
        client.setTimeout(300ms);
        CrossrefReply *reply = client.fetch(kJitDoi);
        QTRY_COMPARE(server.requests().size(), 1);
        delete reply; // no finished() into a destroyed handle, no leak
        // The client still works afterwards (the stub hangs: the transfer timeout ends it).
        CrossrefReply *second = client.fetch(QStringLiteral("10.1/x"));
        QSignalSpy spy(second, &CrossrefReply::finished);
        QVERIFY(spy.wait(10000));
        QCOMPARE(second->result().error().kind, ErrorKind::Timeout);
    }

    void clientInvalidDoiAndRefused()
    {
        CrossrefClient client(*CrossrefSource::parse(QStringLiteral("crossref-api:http://127.0.0.1:1")));
        const auto bad = lookup(client, QStringLiteral("not-a-doi"));
        QVERIFY(!bad.has_value());
        QCOMPARE(bad.error().kind, ErrorKind::InvalidInput);
        const auto refused = lookup(client, kJitDoi);
        QVERIFY(!refused.has_value());
        QCOMPARE(refused.error().kind, ErrorKind::Network);
    }
};

QTEST_GUILESS_MAIN(TestCrossref)
#include "tst_crossref.moc"
