#pragma once

#include <QList>
#include <QString>

namespace Ei::Ui {

// An XML text re-indented one element per line, plus the anchors that map offsets between the
// original and the pretty text. Pretty-printing only changes whitespace between markup, so an
// offset maps through the nearest anchor at or before it.
struct PrettyXml
{
    QString text;
    QList<qint64> sourceAnchors; // ascending offsets in the original
    QList<qint64> prettyAnchors; // the same points in `text`

    qint64 toPretty(qint64 sourceOffset) const;
    qint64 toSource(qint64 prettyOffset) const;
};

// Pure and thread-safe: runs on a worker thread for big documents. Tolerates malformed XML
// (GROBID's raw `&` in labels): it only tokenises on `<` and `>` and never rejects input.
// `cancelled` is polled now and then; when it returns true the result is incomplete.
PrettyXml prettyPrintXml(const QString &xml, int indent = 2, const std::function<bool()> &cancelled = {});

} // namespace Ei::Ui
