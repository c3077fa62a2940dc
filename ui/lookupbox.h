#pragma once

#include <QLineEdit>

class QStringListModel;

namespace Ei::Ui {

// The toolbar's lookup box (Ctrl+L): Return asks for a lookup of what is typed, which joins the
// recent lookups (kept in QSettings); Down opens them, newest first, narrowed by what is typed.
class LookupBox final : public QLineEdit
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(LookupBox)

public:
    explicit LookupBox(QWidget *parent = nullptr);
    ~LookupBox() override;

    QStringList history() const;
    // Takes the keyboard focus with the text selected (Go → Look Up…).
    void focusForTyping();

Q_SIGNALS:
    void lookupRequested(const QString &query);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void submit();

    QStringListModel *m_history;
};

} // namespace Ei::Ui
