#pragma once

#include <functional>
#include <optional>

#include <QList>
#include <QString>

#include <core/tei/teidocument.h>

namespace Ei::Core {

// An XML text re-indented, plus the anchors that map offsets between the original and the
// re-indented text. Pretty-printing only changes whitespace between markup, so an offset maps
// through the nearest anchor at or before it; without anchors (malformed input, returned
// unchanged) both texts are the same and offsets map to themselves.
struct PrettyPrinted
{
    QString text;                       // re-indented, or the input unchanged when error is set
    std::optional<TeiParseIssue> error; // why it could not be re-indented
    QList<qint64> sourceAnchors;        // ascending offsets (UTF-16) in the original
    QList<qint64> prettyAnchors;        // the same points in `text`

    qint64 toPretty(qint64 sourceOffset) const;
    qint64 toSource(qint64 prettyOffset) const;
};

// Re-indents XML for `tei --pretty` and the TEI tab's pretty-print toggle (one implementation, so
// both show the same text). Only whitespace between tags of element-only content changes: elements
// with text content (mixed content such as <p> with <ref>s) are copied byte for byte, tags keep
// their attribute spelling and entities stay escaped as written, so the text a curator reads is
// exactly GROBID's. Whitespace-only text between elements is treated as layout even under
// xml:space="preserve" (GROBID sets it on the root but its indentation is layout). Malformed input
// (GROBID's raw `&` in labels, an error page) comes back unchanged with the error.
//
// Cost: two QXmlStreamReader-speed passes, no DOM (bench/bench_tei). Pure and thread-safe: the TEI
// tab runs it on a worker thread for big documents. `cancelled` is polled every few thousand
// tokens; once it returns true the result is incomplete and meant to be thrown away.
PrettyPrinted prettyPrintXml(const QString &xml, int indent = 2, const std::function<bool()> &cancelled = {});

} // namespace Ei::Core
