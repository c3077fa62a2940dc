#pragma once

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <demo/paper.h>
#include <demo/teiwriter.h>

// Internal to the demo generator: the story each row tells and the JSON cells that tell it.
namespace Ei::Demo::Internal {

enum class RowState
{
    Backfilled,
    Processed,
    Error,
    Oversize,
    Unparseable,
    Reprocess,
};

struct RowPlan
{
    RowState state = RowState::Processed;
    int errorCode = 0;    // Error: GROBID's HTTP status
    QString mstatus;      // Processed: match0:mstatus, empty = no match0 cells
    bool quality = false; // Processed: a curator's grobid0:quality verdict
    bool rotated = false; // the article has a /Rotate 90 appendix page
    bool keyMismatch = false;
};

struct RowFacts
{
    QMap<QString, QJsonObject> crossrefFor; // DOI -> Crossref "message" record
};

struct MatchCells
{
    QString doi; // empty: no match0:doi cell
    QByteArray minfo;
};

QByteArray grobidErrorStatus(int code);
QByteArray grobidMetadataJson(const Paper &paper, const TeiOptions &tei);
QByteArray reprocessJson(int index, const QByteArray &previousTei);
QByteArray qualityJson(int index);
MatchCells matchCells(const Paper &paper, const QString &mstatus, int index);
// The Crossref record for the paper's DOI as the demo's Crossref mirror holds it; empty when the
// story says Crossref does not know the DOI (unmatched rows).
QJsonObject crossrefRecord(const Paper &paper, const QString &mstatus, int index);
QByteArray crossrefJsonl(const RowFacts &facts);
QByteArray schemaJson(const QString &table);
QByteArray manifestJson(const QString &table, quint64 seed, int rows, const QString &version);

} // namespace Ei::Demo::Internal
