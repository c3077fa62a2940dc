#pragma once

#include <QCoreApplication>
#include <QJsonObject>

#include <core/domain/journalrow.h>
#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <core/tei/teidocument.h>
#include <models/rowviewstate.h>

namespace Ei::Core {
struct PdfFetchResult;
}

namespace Ei::Models {

// Turns a row, its TEI and its Crossref record into what the row's tabs show (rowviewstate.h),
// with the table's profile for the words of lifecycle states and the decoding of cells. Pure: no
// widgets, no I/O, cheap to copy (it holds the profile); every function can be tested with a
// corpus row, TEI or Crossref record alone.
class RowPresenter final
{
    Q_DECLARE_TR_FUNCTIONS(Ei::Models::RowPresenter)

public:
    explicit RowPresenter(Core::Profile profile = {},
                          Core::KeyFormat keyFormat = Core::KeyFormat::Sha1B32Prefixed);

    const Core::Profile &profile() const { return m_profile; }
    Core::KeyFormat keyFormat() const { return m_keyFormat; }

    // decodeJournalRow with the profile (its mstatus vocabulary).
    Core::JournalRow decode(const Core::Row &row) const;
    // A key as the curator reads it ("sha1:…" in base32, or the stored text).
    QString displayKey(const QByteArray &key) const;

    // The Status tab: the profile's words for the lifecycle state (its id when the profile has
    // none), what is missing or noted, the GROBID status, and one line per decoding problem. The
    // PDF attempts come later (pdfAttempts()).
    RowStatusInfo status(const Core::Row &row, const Core::JournalRow &decoded) const;
    // What the Status tab lists for a finished PDF fetch: every source tried, and the integrity
    // check when it refused the bytes.
    static QList<PdfSourceAttempt> pdfAttempts(const Core::PdfFetchResult &result);

    // A cell as the Cells tab shows it: the profile's type and decoded text.
    DecodedCell cell(const Core::Cell &cell) const;
    // Without a profile: UTF-8 text when the bytes are valid UTF-8 without control characters
    // (JSON is named so), else hex.
    static DecodedCell plainCell(const Core::Cell &cell);

    // The TEI tab's placeholder for a row without TEI.
    static QString noTeiText(const Core::JournalRow &decoded, const RowStatusInfo &status);
    // The TEI tab's origin line for a TEI read from a blob store (the row has no grobid0:tei_xml).
    static QString blobTeiOrigin(const Core::PdfFetchResult &result);
    // The outline panel: header, sections, figures and references with their source offsets.
    static QList<OutlineItem> outline(const Core::TeiDocument &tei);
    // Every coords box of the TEI, for the PDF view (ids: the element's index).
    static TeiOverlay overlay(const Core::TeiDocument &tei);
    // The tooltip of an overlay box: a reference marker shows the reference it points to (title,
    // authors, year), any other element its text snippet. Empty for an unknown index.
    static QString elementTooltip(const Core::TeiDocument &tei, qsizetype element);

    // The Match tab before any Crossref record: status, DOI and history from match0.
    static MatchInfo match(const Core::JournalRow &decoded);
    // The DOI to look up in Crossref: match0:doi, else the TEI header's. Empty: nothing to compare.
    static QString doiToCompare(const MatchInfo &info, const Core::TeiDocument &tei);
    static QString noDoiText();
    // `info` with the Crossref record `message` (the /works message) summarised and, when the TEI
    // has a title or DOI to compare, compared field by field with GROBID's header (the verdict).
    static MatchInfo compared(MatchInfo info, const Core::BibHeader &grobid, const QJsonObject &message);

private:
    Core::Profile m_profile;
    Core::KeyFormat m_keyFormat;
};

} // namespace Ei::Models
