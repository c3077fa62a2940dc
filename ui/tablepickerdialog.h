#pragma once

#include <QDialog>
#include <QPointer>

#include <core/domain/profile.h>

class QComboBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;

namespace Ei::Core {
class RestClient;
}

namespace Ei::Ui {

// Table → Choose Table…: lists the server's tables (asynchronously, GET /), filters them as the
// curator types, and picks the profile: by default chosen from the table name (journal-extract
// for wbgrp-journal-extract-*, else generic), or any known profile. Errors show in the dialog
// with Retry; nothing blocks.
class TablePickerDialog final : public QDialog
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(TablePickerDialog)

public:
    // `client` is the window's (not owned; may go away, then the list stays as it is).
    TablePickerDialog(Core::RestClient *client, const QString &currentTable, const QString &currentProfile,
                      QWidget *parent = nullptr);
    ~TablePickerDialog() override;

    QListWidget *list() const { return m_list; }
    QComboBox *profileBox() const { return m_profile; }
    QString statusText() const;
    QString selectedTable() const;
    // Empty: chosen from the table name.
    QString selectedProfile() const;

public Q_SLOTS:
    void reload();
    void accept() override;

Q_SIGNALS:
    void tablesLoaded();
    void chosen(const QString &table, const QString &profile);

private:
    void applyFilter();
    void updateAutoProfile();

    QPointer<Core::RestClient> m_client;
    Core::ProfileRegistry m_profiles = Core::ProfileRegistry::withUserProfiles();
    QString m_current;
    QLineEdit *m_filter = nullptr;
    QListWidget *m_list = nullptr;
    QComboBox *m_profile = nullptr;
    QLabel *m_status = nullptr;
    QPushButton *m_retry = nullptr;
    QPushButton *m_ok = nullptr;
    quint64 m_generation = 0;
};

} // namespace Ei::Ui
