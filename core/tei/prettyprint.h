#pragma once

#include <optional>

#include <QString>

#include <core/tei/teidocument.h>

namespace Ei::Core {

struct PrettyPrinted
{
    QString text;                       // re-indented, or the input unchanged when error is set
    std::optional<TeiParseIssue> error; // why it could not be re-indented
};

// Re-indents XML for the TEI view's pretty-print toggle. Only whitespace between tags of
// element-only content changes: elements with text content (mixed content such as <p> with
// <ref>s) are copied byte for byte, tags keep their attribute spelling and entities stay
// escaped as written, so the text a curator reads is exactly GROBID's. Whitespace-only text
// between elements is treated as layout even under xml:space="preserve" (GROBID sets it on the
// root but its indentation is layout). Malformed input comes back unchanged with the error.
// Cost: two QXmlStreamReader passes, no DOM.
PrettyPrinted prettyPrintXml(const QString &xml, int indent = 2);

} // namespace Ei::Core
