#pragma once

#include <QObject>

#include <core/domain/profile.h>
#include <core/domain/rowkey.h>
#include <models/rowlistmodel.h>

namespace Ei::Models {

class RowMetadataLoader;

// The row list's columns for a table profile: the key (a SHA-1 key shown as sha1:base32, base32 or
// hex, switchable), then the profile's light list columns decoded by their declared types. For
// the journal-extract layout they come in the curator's order: GROBID status code, GROBID version,
// title, match status, DOI, size, quality, MIME; GROBID version and title come from
// grobid0:metadata through a RowMetadataLoader (visible rows only), so they are offered only when
// one is given. Which columns show and in what order is the view's (header state, remembered per
// profile); this object names them, says which a new list hides (the profile's listHidden) and
// decodes cells. SHA-1 keys show compact (a base32 prefix) until the curator picks a spelling.
class ProfileColumns final : public QObject
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(ProfileColumns)

public:
    ProfileColumns(Core::Profile profile, Core::KeyFormat keyFormat, const RowMetadataLoader *metadata,
                   QObject *parent = nullptr);
    ~ProfileColumns() override;

    QList<RowColumn> columns() const;
    // Stable ids of columns() in order ("key", "grobid0:status_code", "grobid_version", …), for
    // remembering the view's choices.
    QStringList ids() const;
    QString profileName() const { return m_profile.name; }
    // Ids of the columns a new list hides (the curator shows them from the header's menu).
    QStringList defaultHiddenIds() const;
    // The id of the column that takes the list's spare width (the title), or empty.
    QString stretchId() const;

    // Only tables with SHA-1 keys have a choice of spelling.
    bool keyDisplaySwitchable() const { return m_keyFormat != Core::KeyFormat::Utf8; }
    Core::Sha1Display keyDisplay() const { return *m_keyDisplay; }
    void setKeyDisplay(Core::Sha1Display display);
    static constexpr Core::Sha1Display kDefaultKeyDisplay = Core::Sha1Display::Compact;

Q_SIGNALS:
    void keyDisplayChanged(Ei::Core::Sha1Display display);

private:
    struct Entry
    {
        QString id;
        RowColumn column;
    };
    QList<Entry> build() const;

    Core::Profile m_profile;
    Core::KeyFormat m_keyFormat;
    const RowMetadataLoader *m_metadata;
    // Shared with the key column's decoder, so a switch needs no new columns (and no reload).
    std::shared_ptr<Core::Sha1Display> m_keyDisplay;
};

} // namespace Ei::Models
