// libFuzzer target for the domain parsers: any bytes must give a value or an error, never a crash,
// a hang or a sanitizer report. Built only with -DEI_BUILD_FUZZ=ON and clang:
//   CXX=clang++-19 cmake -S . -B build/fuzz -DEI_BUILD_FUZZ=ON
//   cmake --build build/fuzz --target fuzz_domain && build/fuzz/tests/fuzz_domain -max_total_time=60
#include <cstddef>
#include <cstdint>

#include <QByteArray>
#include <QString>

#include <core/domain/cellcodec.h>
#include <core/domain/decodedrow.h>
#include <core/domain/doi.h>
#include <core/domain/journalrow.h>
#include <core/domain/pipelinerows.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/domain/tablesetup.h>

using namespace Ei::Core;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const QString text = QString::fromUtf8(bytes);

    (void)parseSha1(QByteArrayView(bytes));
    (void)parseSha1(text);
    (void)sha1FromRowKey(bytes, KeyFormat::Sha1B32Prefixed);
    (void)displayRowKey(bytes, KeyFormat::Utf8, Sha1Display::Hex);
    (void)normalizeDoi(text);
    (void)normalizeDoiText(text);
    (void)parseProfile(bytes, QStringLiteral("fuzz.json"));
    (void)parseCdxLine(bytes);
    (void)rowFromUngrobidedLine(bytes);
    (void)rowFromGrobidMetadataLine(bytes);

    static const ProfileRegistry registry = ProfileRegistry::builtin();
    const Profile &journal = *registry.find(QStringLiteral("journal-extract"));
    (void)parseCellAssignment(journal, text);
    (void)parseWherePredicate(journal, text);
    for (ColumnType t : {ColumnType::Auto, ColumnType::Json, ColumnType::Int64Be, ColumnType::Utf8,
                         ColumnType::DecimalUtf8, ColumnType::UnixTimeUtf8, ColumnType::Bytes}) {
        (void)decodeCell(t, bytes);
        (void)encodeCellValue(t, text);
    }

    // The same bytes as every journal-extract cell, split at the first tabs for variety.
    const QList<QByteArray> parts = bytes.split('\t');
    Row row;
    row.key = parts.value(0);
    const char *columns[] = {"f:c",
                             "file:cdx",
                             "file:mime",
                             "file:size",
                             "grobid0:status_code",
                             "grobid0:status",
                             "grobid0:tei_json",
                             "grobid0:quality",
                             "grobid0:reprocess",
                             "match0:mstatus",
                             "match0:minfo",
                             "grobid0:metadata"};
    for (qsizetype i = 0; i < qsizetype(std::size(columns)); ++i) {
        row.cells.append(
            Cell{columns[i], 1, parts.value(1 + i % qMax<qsizetype>(1, parts.size() - 1), bytes)});
    }
    const JournalRow j = decodeJournalRow(row, &journal);
    (void)toJson(j);
    (void)ungrobidedLine(row);
    (void)decodedRowJson(journal, row);
    return 0;
}
