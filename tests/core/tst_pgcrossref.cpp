// The postgres: Crossref source against a real PostgreSQL 17 (tests/common/postgresserver.h):
// lookups and batches on one reused, non-blocking connection, and every failure a curator can
// meet (wrong password, a lookup that hangs, a connection dropped mid-lookup, a server that is
// gone) as one clear sentence, with nothing lost.
#include <common/postgresserver.h>

#include <QSignalSpy>
#include <QTest>

#include <core/crossref/crossrefclient.h>
#include <core/crossref/pgcrossreftable.h>
#include <core/pg/pgconnection.h>

using namespace Ei::Core;
using namespace std::chrono_literals;

namespace {

const QString kDatabase = QStringLiteral("sandcrawler");
// A DOI with the characters a text[] literal must escape.
const QString kOddDoi = QStringLiteral("10.1000/odd\"quote\\back{brace},comma");

QByteArray insert(const QString &doi, const QString &title)
{
    const QByteArray record =
        QStringLiteral("{\"DOI\":\"%1\",\"title\":[\"%2\"],\"type\":\"journal-article\"}")
            .arg(QString(doi).replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\"")),
                 title)
            .toUtf8();
    QByteArray quoted = record;
    quoted.replace('\'', "''");
    QByteArray doiText = doi.toUtf8();
    doiText.replace('\'', "''");
    return "INSERT INTO crossref VALUES ('" + doiText + "', '2024-01-02T03:04:05Z', '" + quoted + "');";
}

// The call's result, waited for on the event loop; nullopt if none came in time.
template<class T>
std::optional<Result<T>> wait(Call<T> *call, int ms = 20000)
{
    std::optional<Result<T>> out;
    call->then(call, [&out](const Result<T> &r) { out = r; });
    QSignalSpy finished(call, &PendingCall::finished);
    if (!out) {
        finished.wait(ms);
    }
    return out;
}

} // namespace

class TestPgCrossref : public QObject
{
    Q_OBJECT

private:
    Ei::Test::PostgresServer m_server{{QStringLiteral("fsync=off"), QStringLiteral("log_statement=all")}};

    CrossrefSource source(const QString &conninfo = {}) const
    {
        return *CrossrefSource::parse(QStringLiteral("postgres:") +
                                      (conninfo.isEmpty() ? m_server.conninfo(kDatabase) : conninfo));
    }

    static Result<CrossrefWork> lookup(CrossrefClient &client, const QString &doi)
    {
        CrossrefReply *reply = client.fetch(doi);
        QSignalSpy spy(reply, &CrossrefReply::finished);
        if (!spy.wait(30000)) {
            return fail(ErrorKind::Internal, QStringLiteral("no finished() within 30 s"));
        }
        return reply->result();
    }

    qsizetype lookupsLogged() { return m_server.log().count("WHERE doi = ANY"); }

    int blockedLookups() const
    {
        auto rows = m_server.sql("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                                 "AND query LIKE '%doi = ANY%'");
        return rows ? rows->value(0).value(0).toInt() : -1;
    }

    // Holds an exclusive lock on the table (lookups wait for it) until the connection rolls back.
    std::unique_ptr<PgConnection> lockTable()
    {
        auto locker =
            std::make_unique<PgConnection>(*PgConnInfo::parse(m_server.conninfo(kDatabase)),
                                           PgConnection::Options{30s, Ei::Test::PostgresServer::password()});
        wait(locker->exec("BEGIN"));
        const auto locked = wait(locker->exec("LOCK TABLE crossref IN ACCESS EXCLUSIVE MODE"));
        if (!locked || !*locked) {
            qFatal("could not lock the table");
        }
        return locker;
    }

private Q_SLOTS:
    void initTestCase()
    {
        EI_REQUIRE_POSTGRES(m_server);
        QVERIFY2(m_server.createCrossrefDatabase(kDatabase), qPrintable(m_server.error()));
        const QByteArray rows = insert(QStringLiteral("10.1234/one"), QStringLiteral("The First Paper")) +
                                insert(QStringLiteral("10.1234/two"), QStringLiteral("The Second Paper")) +
                                insert(kOddDoi, QStringLiteral("An Odd DOI"));
        QVERIFY(m_server.sql(rows, kDatabase).has_value());
    }

    void connectionStrings_data()
    {
        QTest::addColumn<QString>("spec");
        QTest::addColumn<bool>("ok");
        QTest::newRow("key/value") << "postgres:host=db.example.org dbname=sandcrawler user=curator" << true;
        QTest::newRow("URI") << "postgres:postgresql://curator@db.example.org:5433/sandcrawler" << true;
        QTest::newRow("password in key/value") << "postgres:host=db password=hunter2" << false;
        QTest::newRow("password in URI") << "postgres:postgresql://curator:hunter2@db/sandcrawler" << false;
        QTest::newRow("not a connection string") << "postgres:host='db" << false;
        QTest::newRow("unknown keyword") << "postgres:hots=db" << false;
        QTest::newRow("empty") << "postgres:" << false;
    }

    void connectionStrings()
    {
        QFETCH(QString, spec);
        QFETCH(bool, ok);
        const auto parsed = CrossrefSource::parse(spec);
        QCOMPARE(parsed.has_value(), ok);
        if (!ok) {
            QCOMPARE(parsed.error().kind, ErrorKind::InvalidInput);
            QVERIFY2(!parsed.error().message.contains(QStringLiteral("hunter2")),
                     qPrintable(parsed.error().message));
        } else {
            QCOMPARE(parsed->kind, CrossrefSource::Kind::Postgres);
        }
    }

    void lookupsAndNotFound()
    {
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        const auto one = lookup(client, QStringLiteral("https://doi.org/10.1234/ONE"));
        QVERIFY2(one.has_value(), qPrintable(one ? QString() : one.error().message));
        QCOMPARE(one->header.title, QStringLiteral("The First Paper"));
        QCOMPARE(one->indexed, QStringLiteral("2024-01-02T03:04:05Z"));
        const auto odd = lookup(client, kOddDoi);
        QVERIFY2(odd.has_value(), qPrintable(odd ? QString() : odd.error().message));
        QCOMPARE(odd->header.title, QStringLiteral("An Odd DOI"));
        const auto none = lookup(client, QStringLiteral("10.1234/none"));
        QVERIFY(!none.has_value());
        QCOMPARE(none.error().kind, ErrorKind::NotFound);
        QCOMPARE(none.error().message,
                 QStringLiteral("the Crossref database has no record for DOI 10.1234/none"));
    }

    void connectionIsReused()
    {
        PgCrossrefTable table(*PgConnInfo::parse(m_server.conninfo(kDatabase)),
                              {30s, Ei::Test::PostgresServer::password()});
        QVERIFY(wait(table.lookup({QStringLiteral("10.1234/one")}))->has_value());
        const int pid = table.connection()->backendPid();
        QVERIFY(pid > 0);
        QVERIFY(wait(table.lookup({QStringLiteral("10.1234/two")}))->has_value());
        QCOMPARE(table.connection()->backendPid(), pid);
    }

    void batchIsOneStatement()
    {
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        const qsizetype before = lookupsLogged();
        const auto batch =
            wait(client.fetchMany({QStringLiteral("10.1234/one"), QStringLiteral("10.1234/two"),
                                   QStringLiteral("10.1234/none"), kOddDoi}));
        QVERIFY(batch && batch->has_value());
        QCOMPARE((*batch)->size(), 4);
        QVERIFY((*batch)->value(QStringLiteral("10.1234/two")).has_value());
        QCOMPARE((*batch)->value(QStringLiteral("10.1234/none")).error().kind, ErrorKind::NotFound);
        QTRY_COMPARE(lookupsLogged(), before + 1);
        // Prefetched and known: answered from the cache, no statement.
        client.prefetch({QStringLiteral("10.1234/one"), QStringLiteral("10.1234/two")});
        QVERIFY(lookup(client, QStringLiteral("10.1234/two")).has_value());
        QCOMPARE(lookupsLogged(), before + 1);
    }

    void prefetchInFlightIsJoined()
    {
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        const qsizetype before = lookupsLogged();
        client.prefetch({QStringLiteral("10.1234/one"), QStringLiteral("10.1234/two")});
        const auto two = lookup(client, QStringLiteral("10.1234/two")); // asked while the batch runs
        QVERIFY(two.has_value());
        QTRY_COMPARE(lookupsLogged(), before + 1);
    }

    void wrongOrMissingPassword_data()
    {
        QTest::addColumn<QByteArray>("password");
        QTest::newRow("wrong") << QByteArray("not-the-password");
        QTest::newRow("none (and no ~/.pgpass)") << QByteArray();
    }

    void wrongOrMissingPassword()
    {
        QFETCH(QByteArray, password);
        CrossrefClient client(source());
        client.setPassword(password);
        const auto work = lookup(client, QStringLiteral("10.1234/one"));
        QVERIFY(!work.has_value());
        QCOMPARE(work.error().kind, ErrorKind::Forbidden);
        QVERIFY2(
            work.error().message.startsWith(QStringLiteral("the Crossref database refused the lookup of DOI "
                                                           "10.1234/one: ")),
            qPrintable(work.error().message));
        QVERIFY(work.error().message.contains(QStringLiteral("password")));
        if (!password.isEmpty()) {
            QVERIFY(!work.error().message.contains(QString::fromUtf8(password)));
        }
    }

    void passwordFromPgpass()
    {
        // libpq's own source of passwords: ~/.pgpass (the tests run in a home folder of their own).
        QFile pgpass(QDir::home().filePath(QStringLiteral(".pgpass")));
        QVERIFY(pgpass.open(QIODevice::WriteOnly));
        pgpass.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        pgpass.write("127.0.0.1:" + QByteArray::number(m_server.port()) +
                     ":*:postgres:" + Ei::Test::PostgresServer::password() + '\n');
        pgpass.close();
        CrossrefClient client(source());
        const auto work = lookup(client, QStringLiteral("10.1234/one"));
        pgpass.remove();
        QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
    }

    void hostNameIsResolvedWithoutBlocking()
    {
        CrossrefClient client(source(
            m_server.conninfo(kDatabase).replace(QStringLiteral("127.0.0.1"), QStringLiteral("localhost"))));
        client.setPassword(Ei::Test::PostgresServer::password());
        const auto work = lookup(client, QStringLiteral("10.1234/one"));
        QVERIFY2(work.has_value(), qPrintable(work ? QString() : work.error().message));
    }

    void probe()
    {
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        const auto answer = wait(client.probe());
        QVERIFY(answer && answer->has_value());
        QVERIFY2((*answer)->startsWith(QStringLiteral("PostgreSQL 17.")), qPrintable(**answer));
        QVERIFY((*answer)->contains(QStringLiteral("database sandcrawler: table crossref")));
        CrossrefClient elsewhere(source(m_server.conninfo(QStringLiteral("postgres"))));
        elsewhere.setPassword(Ei::Test::PostgresServer::password());
        const auto missing = wait(elsewhere.probe());
        QVERIFY(missing && !missing->has_value());
        QCOMPARE(missing->error().kind, ErrorKind::NotFound);
        QVERIFY(missing->error().message.contains(QStringLiteral("has no table crossref")));
    }

    void timeoutThenRecovers()
    {
        auto locker = lockTable();
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        client.setTimeout(1s);
        const auto late = lookup(client, QStringLiteral("10.1234/one"));
        QVERIFY(!late.has_value());
        QCOMPARE(late.error().kind, ErrorKind::Timeout);
        QCOMPARE(late.error().message,
                 QStringLiteral("the Crossref database did not answer within 1 s for DOI 10.1234/one"));
        wait(locker->exec("ROLLBACK"));
        const auto again = lookup(client, QStringLiteral("10.1234/one"));
        QVERIFY2(again.has_value(), qPrintable(again ? QString() : again.error().message));
    }

    void droppedMidLookupIsSentAgain()
    {
        auto locker = lockTable();
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        CrossrefReply *reply = client.fetch(QStringLiteral("10.1234/two"));
        QSignalSpy finished(reply, &CrossrefReply::finished);
        QTRY_COMPARE_WITH_TIMEOUT(blockedLookups(), 1, 10000);
        QVERIFY(
            m_server
                .sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event_type = 'Lock' "
                     "AND query LIKE '%doi = ANY%'")
                .has_value());
        // Sent again on a new connection: it waits for the lock again, then gets its answer.
        QTRY_COMPARE_WITH_TIMEOUT(blockedLookups(), 1, 10000);
        QCOMPARE(finished.count(), 0);
        wait(locker->exec("ROLLBACK"));
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QVERIFY2(reply->result().has_value(),
                 qPrintable(reply->result() ? QString() : reply->result().error().message));
        QCOMPARE(reply->result()->header.title, QStringLiteral("The Second Paper"));
    }

    void droppedTwiceIsAnError()
    {
        auto locker = lockTable();
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        CrossrefReply *reply = client.fetch(QStringLiteral("10.1234/two"));
        QSignalSpy finished(reply, &CrossrefReply::finished);
        for (int i = 0; i < 2; ++i) {
            QTRY_COMPARE_WITH_TIMEOUT(blockedLookups(), 1, 10000);
            QVERIFY(m_server
                        .sql("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE wait_event_type = "
                             "'Lock' AND query LIKE '%doi = ANY%'")
                        .has_value());
        }
        QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 10000);
        QCOMPARE(reply->result().error().kind, ErrorKind::Network);
        QVERIFY2(reply->result().error().message.startsWith(
                     QStringLiteral("cannot reach the Crossref database (the connection was lost (")),
                 qPrintable(reply->result().error().message));
        wait(locker->exec("ROLLBACK"));
    }

    void serverGoneThenBack()
    {
        CrossrefClient client(source());
        client.setPassword(Ei::Test::PostgresServer::password());
        QVERIFY(lookup(client, QStringLiteral("10.1234/one")).has_value());
        m_server.stop();
        const auto gone = lookup(client, QStringLiteral("10.1234/two"));
        QVERIFY(!gone.has_value());
        QCOMPARE(gone.error().kind, ErrorKind::Network);
        QVERIFY2(gone.error().message.startsWith(QStringLiteral("cannot reach the Crossref database (")),
                 qPrintable(gone.error().message));
        QVERIFY2(m_server.start(), qPrintable(m_server.error())); // the same port
        const auto back = lookup(client, QStringLiteral("10.1234/two"));
        QVERIFY2(back.has_value(), qPrintable(back ? QString() : back.error().message));
    }
};

QTEST_GUILESS_MAIN(TestPgCrossref)
#include "tst_pgcrossref.moc"
