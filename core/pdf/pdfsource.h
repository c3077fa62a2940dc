#pragma once

#include <optional>

#include <QList>
#include <QString>
#include <QUrl>

#include <core/hbase/connectionconfig.h>
#include <core/util/result.h>

#include "pdflocator.h"

namespace Ei::Core {

// One configured place to get PDFs from, as written on the command line (--pdf-source SPEC) and
// in saved connections. The syntax is documented in docs/pdf-retrieval.md.
struct PdfSourceSpec
{
    enum class Kind
    {
        WarcDir,  // warc-dir:PATH        local WARC files: PATH/ITEM/FILE or PATH/FILE
        WarcHttp, // warc-http:BASEURL    Range request on {base}/{ITEM}/{FILE} (petabox)
        Wayback,  // wayback:BASEURL      {base}/web/{dt}id_/{url}
        BlobDir,  // blob-dir:PATH        PATH/pdf/{h0:2}/{h2:4}/{sha1}.pdf or PATH/{sha1}.pdf
        BlobHttp, // blob-http:BASEURL    the same layout over HTTP
    };
    Kind kind = Kind::WarcDir;
    QString location; // path or base URL as given (trailing '/' removed)
    // An HTTP source's own authentication kind instead of the connection's: the spec's last word
    // "auth=none|kerberos|basic" (takeAuthOverride, core/hbase/httpauth.h).
    std::optional<AuthKind> authKind = std::nullopt;

    static Result<PdfSourceSpec> parse(const QString &spec);
    static Result<QList<PdfSourceSpec>> parseList(const QStringList &specs);
    QString text() const;
    bool isHttp() const { return kind == Kind::WarcHttp || kind == Kind::Wayback || kind == Kind::BlobHttp; }
    bool isWarc() const { return kind == Kind::WarcDir || kind == Kind::WarcHttp; }

    // What to try for a locator, in order (local paths, or URLs as strings). Empty when the
    // locator lacks what this source needs (e.g. no WARC position for warc-http); whyNot says why.
    QStringList candidates(const PdfLocator &locator, QString *whyNot = nullptr) const;
    // Where a blob store keeps the GROBID TEI of a key: grobid/{h0:2}/{h2:4}/{sha1}.tei.xml. Empty
    // for the other kinds (WARC captures and wayback hold PDFs only).
    QStringList teiCandidates(const QString &sha1Hex) const;
    bool isBlob() const { return kind == Kind::BlobDir || kind == Kind::BlobHttp; }
};

QString kindName(PdfSourceSpec::Kind kind);
// The blob-store layout (also used for TEI: prefix "grobid", suffix ".tei.xml").
QString blobRelativePath(const QString &sha1Hex, const QString &prefix = QStringLiteral("pdf"),
                         const QString &suffix = QStringLiteral(".pdf"));

} // namespace Ei::Core
