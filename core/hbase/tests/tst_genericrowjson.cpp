// The direct writer of the CLI's generic row JSON (`get`, `scan`) against the QJsonDocument encoder
// it replaced, kept here as the reference: byte for byte the same lines for random rows with binary
// and text keys, columns and values (escapes, non-ASCII, BOMs, truncation, column selection).
#include <common/randomrows.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QStringDecoder>
#include <QTest>

#include <core/hbase/genericrowjson.h>

using namespace Ei::Core;

namespace {

constexpr qsizetype kTruncateAt = 64 * 1024;

bool referenceIsUtf8(QByteArrayView bytes)
{
    for (const char c : bytes) {
        const auto u = static_cast<unsigned char>(c);
        if ((u < 0x20 && c != '\t' && c != '\n' && c != '\r') || u == 0x7f) {
            return false;
        }
    }
    QStringDecoder decoder(QStringDecoder::Utf8, QStringDecoder::Flag::Stateless);
    const QString text = decoder(bytes);
    return !decoder.hasError();
}

QByteArray referenceUtf8Prefix(const QByteArray &bytes, qsizetype limit)
{
    qsizetype end = std::min(limit, bytes.size());
    while (end > 0 && end < bytes.size() && (static_cast<unsigned char>(bytes.at(end)) & 0xC0) == 0x80) {
        --end;
    }
    return bytes.left(end);
}

QByteArray referenceKeyJson(const QByteArray &key)
{
    QJsonObject o;
    if (referenceIsUtf8(key)) {
        o.insert(QStringLiteral("key"), QString::fromUtf8(key));
    } else {
        o.insert(QStringLiteral("key_b64"), QString::fromLatin1(key.toBase64()));
    }
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

QByteArray referenceRowJson(const Row &row, bool full, const QSet<QByteArray> &onlyColumns)
{
    QJsonObject o;
    if (referenceIsUtf8(row.key)) {
        o.insert(QStringLiteral("key"), QString::fromUtf8(row.key));
    } else {
        o.insert(QStringLiteral("key_b64"), QString::fromLatin1(row.key.toBase64()));
    }
    QJsonArray cells;
    for (const Cell &cell : row.cells) {
        if (!onlyColumns.isEmpty() && !onlyColumns.contains(cell.column) &&
            !onlyColumns.contains(cell.family())) {
            continue;
        }
        QJsonObject c;
        if (referenceIsUtf8(cell.column)) {
            c.insert(QStringLiteral("column"), QString::fromUtf8(cell.column));
        } else {
            c.insert(QStringLiteral("column_b64"), QString::fromLatin1(cell.column.toBase64()));
        }
        if (cell.timestamp != Cell::kNoTimestamp) {
            c.insert(QStringLiteral("timestamp"), cell.timestamp);
        }
        const bool cut = !full && cell.value.size() > kTruncateAt;
        if (referenceIsUtf8(cell.value)) {
            c.insert(QStringLiteral("value"),
                     QString::fromUtf8(cut ? referenceUtf8Prefix(cell.value, kTruncateAt) : cell.value));
        } else if (cell.value.size() <= 64) {
            c.insert(QStringLiteral("value_hex"), QString::fromLatin1(cell.value.toHex()));
        } else {
            c.insert(QStringLiteral("value_b64"),
                     QString::fromLatin1((cut ? cell.value.left(kTruncateAt) : cell.value).toBase64()));
        }
        if (cut) {
            c.insert(QStringLiteral("truncated"), true);
            c.insert(QStringLiteral("size"), cell.value.size());
        }
        cells.append(c);
    }
    o.insert(QStringLiteral("cells"), cells);
    return QJsonDocument(o).toJson(QJsonDocument::Compact);
}

} // namespace

class TestGenericRowJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void rowsAreWhatQJsonDocumentWrote_data()
    {
        QTest::addColumn<quint32>("seed");
        QTest::addColumn<bool>("full");
        QTest::addColumn<bool>("onlyF");
        QTest::newRow("truncating") << 1u << false << false;
        QTest::newRow("full") << 2u << true << false;
        QTest::newRow("only family f and f:c") << 3u << false << true;
        QTest::newRow("more rows") << 4u << false << false;
    }
    void rowsAreWhatQJsonDocumentWrote()
    {
        QFETCH(quint32, seed);
        QFETCH(bool, full);
        QFETCH(bool, onlyF);
        const QSet<QByteArray> only = onlyF ? QSet<QByteArray>{"f", "g:c"} : QSet<QByteArray>{};
        for (const Row &row : Ei::Test::randomRows(seed, 2000, Ei::Test::RandomRowBytes::TextPieces)) {
            QByteArray out = "prefix";
            appendGenericRowJson(out, row, full, only);
            QCOMPARE(out, "prefix" + referenceRowJson(row, full, only));
            out.clear();
            appendGenericKeyJson(out, row.key);
            QCOMPARE(out, referenceKeyJson(row.key));
        }
    }

    void bigValuesAreCutLikeBefore_data()
    {
        QTest::addColumn<QByteArray>("value");
        QTest::newRow("ascii over 64 KiB") << QByteArray(kTruncateAt + 10, 'a');
        QTest::newRow("exactly 64 KiB") << QByteArray(kTruncateAt, 'a');
        // A 2-byte sequence across the cut is left out entirely.
        QTest::newRow("utf-8 across the cut") << QByteArray(kTruncateAt - 1, 'a') + "\xc3\xa9" + "tail";
        QTest::newRow("binary over 64 KiB") << QByteArray(kTruncateAt + 3, '\x01');
        QTest::newRow("escapes over 64 KiB") << QByteArray(kTruncateAt / 2 + 5, '"').repeated(2);
    }
    void bigValuesAreCutLikeBefore()
    {
        QFETCH(QByteArray, value);
        const Row row{"k", {Cell{"grobid0:tei_xml", 1700000000000, value}}};
        for (const bool full : {false, true}) {
            QByteArray out;
            appendGenericRowJson(out, row, full);
            QCOMPARE(out, referenceRowJson(row, full, {}));
        }
    }

    void textRule_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("text");
        QTest::newRow("empty") << QByteArray() << true;
        QTest::newRow("ascii") << QByteArray("sha1:X") << true;
        QTest::newRow("tab newline") << QByteArray("a\tb\nc\r") << true;
        QTest::newRow("utf-8") << QByteArray("caf\xc3\xa9") << true;
        QTest::newRow("8-byte integer 200") << QByteArray("\0\0\0\0\0\0\0\xc8", 8) << false;
        QTest::newRow("DEL") << QByteArray("\x7f") << false;
        QTest::newRow("lone continuation") << QByteArray("a\x80") << false;
        QTest::newRow("surrogate") << QByteArray("\xed\xa0\x80") << false;
    }
    void textRule()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, text);
        QCOMPARE(isGenericJsonText(bytes), text);
        QCOMPARE(referenceIsUtf8(bytes), text);
    }
};

QTEST_GUILESS_MAIN(TestGenericRowJson)
#include "tst_genericrowjson.moc"
