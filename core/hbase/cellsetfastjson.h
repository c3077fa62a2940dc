#pragma once

#include <optional>

#include <QByteArrayView>

#include <core/hbase/cellset.h>

namespace Ei::Core::Internal {

// A fast, allocation-light reader of the canonical CellSet/Row JSON the REST gateway (Jackson) and
// our own encoder write: no escapes in strings, padded standard base64, integer timestamps, only
// the known members, each once. It answers std::nullopt for anything else, valid or not; callers
// then fall back to the QJsonDocument-based decoder, which gives the exact verdict and message.
// So the fast path never accepts what the reference decoder rejects, and decoding stays exact.
std::optional<CellSet> fastDecodeCellSet(QByteArrayView json);
std::optional<Row> fastDecodeRow(QByteArrayView json);
// The QJsonDocument-based decoder (the reference the fast reader is tested against).
Result<CellSet> referenceDecodeCellSetJson(QByteArrayView json);

} // namespace Ei::Core::Internal
