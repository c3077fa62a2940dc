#pragma once

#include <optional>

#include <QByteArray>
#include <QByteArrayView>

#include <core/hbase/cellset.h>
#include <core/util/result.h>

namespace Ei::Core {

// HBase REST's protobuf CellSet (application/x-protobuf; core/hbase/proto/hbaserest.proto, the
// field numbers of HBase's CellSetMessage.proto and CellMessage.proto). Smaller than the JSON
// CellSet (no base64, no member names) and cheaper to read and write (bench/README.md).
//
// The writer appends HBase's own encoding: rows in order, each cell's column, timestamp (left out
// when Cell::kNoTimestamp, so the server picks the time of a put) and data, in field order.
void appendCellSetProtobuf(QByteArray &out, const CellSet &rows);
QByteArray encodeCellSetProtobuf(const CellSet &rows);
// Exact: whatever libprotobuf accepts as a CellSet, with the same rows (unknown fields skipped);
// anything else is a Protocol error. A cell without a timestamp gets Cell::kNoTimestamp.
Result<CellSet> decodeCellSetProtobuf(QByteArrayView bytes);

// The media types HBase REST names protobuf: application/x-protobuf and application/protobuf.
bool isProtobufMediaType(QByteArrayView contentType);
// A CellSet answer decoded by its Content-Type (parameters ignored): protobuf for the two protobuf
// types, JSON otherwise.
Result<CellSet> decodeCellSetBody(QByteArrayView body, QByteArrayView contentType);

namespace Internal {
// The hand-written reader of the canonical shape (only the known fields, each of its wire type).
// nullopt for anything else, valid or not; decodeCellSetProtobuf then asks libprotobuf, which gives
// the verdict. So the fast path never accepts what libprotobuf rejects
// (tests/fuzz/fuzz_cellsetprotobuf.cpp).
std::optional<CellSet> fastDecodeCellSetProtobuf(QByteArrayView bytes);
// libprotobuf's generated CellSet (the reference).
Result<CellSet> referenceDecodeCellSetProtobuf(QByteArrayView bytes);
} // namespace Internal

} // namespace Ei::Core
