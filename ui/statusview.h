#pragma once

#include <QWidget>

#include <models/rowviewstate.h>

class QLabel;
class QPlainTextEdit;
class QTableWidget;

namespace Ei::Ui {

// The Status tab: lifecycle state, GROBID status code and JSON, errors, PDF source attempts.
class StatusView final : public QWidget
{
    Q_OBJECT
    Q_DISABLE_COPY_MOVE(StatusView)

public:
    explicit StatusView(QWidget *parent = nullptr);
    ~StatusView() override;

    void setStatus(const Models::RowStatusInfo &info);
    void clear();

    QString lifecycleText() const;
    QTableWidget *attemptsTable() const { return m_attempts; }

private:
    QLabel *m_lifecycle = nullptr;
    QLabel *m_detail = nullptr;
    QLabel *m_code = nullptr;
    QLabel *m_version = nullptr;
    QPlainTextEdit *m_json = nullptr;
    QLabel *m_errors = nullptr;
    QTableWidget *m_attempts = nullptr;
};

} // namespace Ei::Ui
